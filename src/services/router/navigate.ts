import { getPlatform, type NavigationTarget } from '@/platform'
import { routeByName, type RouteRecord } from '@types-shared/routes/route-table'
import { guardTarget, resetPermissions } from './guards'
import { routeTarget, type Query } from './route-target'
import { trackingQuery } from './tracking-params'

export interface NavigateOptions {
  params?: Record<string, string | number>
  query?: Query
  /** Replace the current page instead of pushing. Ignored when leaving a keep-alive page. */
  replace?: boolean
}

/**
 * Navigates by route name. A keep-alive page (shareh5/index) is never replaced: leaving it always
 * pushes, so its instance and state stay in the page stack for the way back (SPEC.md section 2).
 * Permission state is reset first; a target with checks goes to its fallback when one fails.
 */
export async function navigate(
  name: string,
  current: RouteRecord | undefined,
  options: NavigateOptions = {},
) {
  resetPermissions()
  const query = { ...trackingQuery(), ...options.query }
  let target = routeTarget(name, options.params, query)
  const route = routeByName(name)
  // Routes without checks go synchronously, as before guards existed.
  if (route?.checks?.length) {
    const params = Object.fromEntries(Object.entries(options.params ?? {}).map(([k, v]) => [k, String(v)]))
    target = (await guardTarget({ route, params, query })) ?? target
  }
  return go(target, Boolean(options.replace && !current?.keepAlive))
}

function go(target: NavigationTarget, replace: boolean) {
  const { navigation } = getPlatform()
  return replace ? navigation.replace(target) : navigation.push(target)
}

/**
 * Back one page. On a page opened directly (nothing of ours below) there is no back: `orElse` runs
 * instead, by default the home page in place of this one (issue 12).
 */
export function goBack(
  delta = 1,
  orElse: () => Promise<unknown> = () => navigate('home', undefined, { replace: true }),
) {
  const { navigation } = getPlatform()
  if (!navigation.canGoBack()) return orElse().then(() => undefined)
  return navigation.back(delta)
}
