import type { NavigationTarget } from '@/platform'
import type { RouteRecord } from '@types-shared/routes/route-table'
import { fallbackTarget, type GuardedTarget } from './fallback'
import { isLogin } from './is-login'
import { createPermissionCache } from './permission-state'
import { createCheckRegistry } from './registry'
import { checkList, runCheck, runChecks, type GuardOutcome } from './run-check'

/** The page's one registry and cache; `isLogin` is built in (SPEC.md section 6). */
export const checkRegistry = createCheckRegistry()
export const permissions = createPermissionCache()
checkRegistry.register('isLogin', isLogin)

/** SPEC.md section 4: results are cached until reset, and navigation resets them first. */
export function resetPermissions(): void {
  permissions.reset()
}

export function runGuardCheck(spec: string) {
  return runCheck(spec, checkRegistry, permissions)
}

/** Runs the checks of the matched routes (one in this flat table; a list keeps the rule general). */
export function checkRoutes(routes: readonly Pick<RouteRecord, 'checks'>[]): Promise<GuardOutcome> {
  const specs = routes.flatMap((route) => checkList(route.checks))
  if (specs.length === 0) return Promise.resolve({ ok: true })
  return runChecks(specs, checkRegistry, permissions)
}

/** null to proceed, or where to go instead when a check of the target fails. */
export async function guardTarget(to: GuardedTarget): Promise<NavigationTarget | null> {
  const outcome = await checkRoutes([to.route])
  return outcome.ok ? null : fallbackTarget(to.route.fallback, to)
}
