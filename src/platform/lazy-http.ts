import { loadOnce } from './load-once'
import type { HttpAdapterProvider } from './request-adapter'

/**
 * A provider whose code (axios's adapters and the platform's own, about 23 KB gzip with axios) loads on
 * the first request instead of with the page: About and the journey paint before they ask anything
 * (issue 18). A failed load is retried by the next request.
 */
export function lazyHttp(load: () => Promise<HttpAdapterProvider>): HttpAdapterProvider {
  const get = loadOnce(load)
  return {
    adapterFor: (options) => (config) => get().then((loaded) => loaded.adapterFor(options)(config)),
    streamAdapterFor: () => (config) => get().then((loaded) => loaded.streamAdapterFor()(config)),
  }
}
