export {
  matchRoute,
  matchPattern,
  stripBasename,
  BASENAME,
  type RouteMatch,
} from '@types-shared/routes/match-route'
export { routeTarget, UnknownRouteError, MissingRouteParamError, type Query } from './route-target'
export { navigate, goBack, type NavigateOptions } from './navigate'
export { routeTitle, type NotFoundVariant } from './title'
export { useCurrentRoute } from './use-current-route'
export {
  setTrackingParamsProvider,
  trackingQuery,
  withTrackingParams,
  readTrackingParams,
  type TrackingParams,
} from './tracking-params'
export { TRACKING_PARAM_NAMES, DEFAULT_UBA_INDEX } from './constants'
export * from './guards'
