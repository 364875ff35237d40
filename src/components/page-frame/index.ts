export { PageFrame } from './page-frame'
export { usePageContext, type PageContextValue } from './page-context'
export { useRouteParam, ID_PATTERN, type RouteParam } from './use-route-param'
export { usePageTitle } from './use-page-title'
