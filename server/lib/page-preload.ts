// Link: rel=preload headers for the site's documents (issue 7, performance): the chunks of the page the
// address opens and an image the caller names (a shared journey's cover), so they download while the app
// bundle does instead of after it. Reads page-assets.json, written by the H5 build
// (config/page-assets-plugin.ts).
import fs from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_ROUTE } from '../../types/routes/route-table'
import { matchRoute } from '../../types/routes/match-route'

const PUBLIC_PATH = '/web/'

type PageAssets = Record<string, string[]>

/** The route an address under /web opens, with its parameters (the site's own matcher); null when none does. */
export function matchSiteRoute(
  urlPath: string,
): { name: string; page: string; params: Record<string, string> } | null {
  const { route, params } = matchRoute(urlPath)
  return route === NOT_FOUND_ROUTE ? null : { name: route.name, page: route.page, params }
}

/** A file of the build, parsed once per version of it (a rebuild while the server runs is picked up). */
export function watched<T>(file: string, parse: (text: string) => T, empty: T): () => T {
  let cached: { mtimeMs: number; value: T } | null = null
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file)
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) }
      return cached.value
    } catch {
      return empty
    }
  }
}

export function createPagePreloads(siteDir: string) {
  const assets = watched<PageAssets>(path.join(siteDir, 'page-assets.json'), JSON.parse, {})

  /** The Link header value for a document address, or null when there is nothing worth announcing. */
  return function linkHeader(urlPath: string, options: { image?: string } = {}): string | null {
    const route = matchSiteRoute(urlPath)
    if (!route) return null
    // The app bundle itself is left to the document's own deferred scripts: raising it ahead of the first
    // paint only made the first paint wait for it.
    const links = (assets()[route.page] ?? []).flatMap((asset) => {
      if (asset.endsWith('.js')) return [`<${PUBLIC_PATH}${asset}>; rel=preload; as=script`]
      if (asset.endsWith('.css')) return [`<${PUBLIC_PATH}${asset}>; rel=preload; as=style`]
      return []
    })
    // The page's largest paint (a shared journey's cover): fetch it before the script that shows it runs.
    if (options.image) links.push(`<${options.image}>; rel=preload; as=image; fetchpriority=high`)
    return links.length ? links.join(', ') : null
  }
}
