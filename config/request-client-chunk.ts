import type WebpackChain from 'webpack-chain'

/**
 * The request client (axios, services/http, services/auth, services/site-client and the platforms'
 * request adapters) is not in the H5 first load (issue 18): pages load it when they first ask the API.
 * Taro splits initial chunks only, so without this group every page chunk that imports the client would
 * carry its own copy; with it, one shared chunk serves every page and the lazy imports.
 */
const REQUEST_CLIENT =
  /[\\/]node_modules[\\/]axios[\\/]|[\\/]src[\\/]services[\\/](http|auth|site-client)[\\/]|[\\/]src[\\/]platform[\\/]((web|app|)[\\/]?request-adapter|stream-body)\.ts$/
/** Small modules of those folders that pages use at first render without the client: they stay with the page. */
const PAGE_SIDE = /[\\/](embedded-data|errors|constants|token-store|lazy-api)\.ts$/

export function splitRequestClient(chain: WebpackChain): void {
  const splitChunks = chain.optimization.get('splitChunks')
  if (!splitChunks) return
  chain.optimization.splitChunks({
    ...splitChunks,
    cacheGroups: {
      ...splitChunks.cacheGroups,
      requestClient: {
        name: 'request-client',
        chunks: 'async',
        test: ({ resource = '' }: { resource?: string }) =>
          REQUEST_CLIENT.test(resource) && !PAGE_SIDE.test(resource),
        priority: 50,
        enforce: true,
      },
    },
  })
}
