export { GuardError, GUARD_ERROR_CODES, type GuardErrorCode } from './errors'
export { createCheckRegistry, parseCheckSpec, type Check, type CheckFactory, type PlainArg } from './registry'
export { createPermissionCache, type PermissionState } from './permission-state'
export { runCheck, runChecks, checkList, type GuardOutcome } from './run-check'
export { fallbackTarget, type GuardedTarget } from './fallback'
export { isLogin, setUserSource, type UserSource } from './is-login'
export {
  checkRegistry,
  permissions,
  resetPermissions,
  runGuardCheck,
  checkRoutes,
  guardTarget,
} from './guards'
