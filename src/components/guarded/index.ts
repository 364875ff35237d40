export { Guarded } from './guarded'
export { useCheck, type CheckStatus } from './use-check'
export { useRouteGuard, type RouteGuardState } from './use-route-guard'
