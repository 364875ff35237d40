// The site's HTTP clients, wired to this page: the request client (services/http) with the sign-in schemes
// (services/auth), the platform's adapters and storage, and the default reactions of SPEC.md section 8.
// Composition sits here, above both, so http and auth never import each other (issue 11).
export { apiOrigin, createSiteHttp, getTravelApi, type SiteHttpOptions } from './site-client'
export { createDefaultHandlers, exceptionPageUrl, type DefaultHandlerDeps } from './default-handlers'
export { startSiteSso, type SiteSsoOptions } from './site-auth'
export { api } from './api'
// The streamed calls (issue 17) are imported from './api-stream' directly, so the parser stays out of
// the first load of pages that never stream.
