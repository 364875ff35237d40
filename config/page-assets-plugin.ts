import path from 'node:path'
import type { Compiler } from 'webpack'

interface ModuleLike {
  resource?: string
  rootModule?: ModuleLike
  modules?: ModuleLike[]
}

/** A module's source files; a concatenated module (scope hoisting) holds several. */
function resourcesOf(module: ModuleLike): string[] {
  const inner = [module.rootModule, ...(module.modules ?? [])].filter((m): m is ModuleLike => Boolean(m))
  return [module.resource, ...inner.map((m) => m.resource)].filter((r): r is string => Boolean(r))
}

/** Where the manifest lands in the H5 output; the server reads it (server/lib/page-preload.ts). */
export const PAGE_ASSETS_FILE = 'page-assets.json'

/**
 * Writes which JS and CSS files each page's chunk is made of, keyed by page ("pages/journey/detail/index").
 * The page chunks load only after the app bundle has run; with this list the server can announce them
 * (Link: rel=preload) with the document, so they download in parallel with the app bundle.
 */
export class PageAssetsPlugin {
  constructor(private readonly srcDir: string) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const pages: Record<string, string[]> = {}
          for (const chunk of compilation.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const resource of resourcesOf(module as ModuleLike)) {
                const rel = path.relative(this.srcDir, resource.split('?')[0]).split(path.sep).join('/')
                const page = rel.match(/^(pages\/.+\/index)\.tsx$/)?.[1]
                if (page) pages[page] = [...new Set([...(pages[page] ?? []), ...chunk.files])]
              }
            }
          }
          compilation.emitAsset(PAGE_ASSETS_FILE, new RawSource(JSON.stringify(pages, null, 2)))
        },
      )
    })
  }
}
