import { getPlatform } from '@/platform'
import type { RouteRecord } from '@/route-table'
import { routeTarget, type Query } from './route-target'

export interface NavigateOptions {
  params?: Record<string, string | number>
  query?: Query
  /** Replace the current page instead of pushing. Ignored when leaving a keep-alive page. */
  replace?: boolean
}

/**
 * Navigates by route name. A keep-alive page (shareh5/index) is never replaced: leaving it always
 * pushes, so its instance and state stay in the page stack for the way back (SPEC.md section 2).
 */
export async function navigate(
  name: string,
  current: RouteRecord | undefined,
  options: NavigateOptions = {},
) {
  const target = routeTarget(name, options.params, options.query)
  const { navigation } = getPlatform()
  if (options.replace && !current?.keepAlive) return navigation.replace(target)
  return navigation.push(target)
}

export function goBack(delta = 1) {
  return getPlatform().navigation.back(delta)
}
