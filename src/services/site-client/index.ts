// The site's HTTP clients, wired to this page: the request client (services/http) with the sign-in schemes
// (services/auth), the platform's adapters and storage, and the default reactions of SPEC.md section 8.
// Composition sits here, above both, so http and auth never import each other (issue 11).
export { apiOrigin, createSiteHttp, getTravelApi, type SiteHttpOptions } from './site-client'
export { createDefaultHandlers, exceptionPageUrl, type DefaultHandlerDeps } from './default-handlers'
export { startSiteSso, type SiteSsoOptions } from './site-auth'
export { api } from './api'
export {
  apiStream,
  streamApi,
  type StreamApiName,
  type StreamEnd,
  type StreamOptions,
  type StreamRequests,
} from './api-stream'
export type { SseEvent } from '@/services/http/sse-parser'
