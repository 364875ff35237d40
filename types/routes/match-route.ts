import { NOT_FOUND_ROUTE, ROUTES, routeByPage, type RouteRecord } from './route-table'

// Shared with the server (server/lib/page-preload.ts answers documents by the same matcher): pure, no
// Taro, no window (issue 11).
export const BASENAME = '/web'

export interface RouteMatch {
  route: RouteRecord
  params: Record<string, string>
}

/**
 * Matches `/a/:id/b` style patterns segment by segment; `:name*` takes the rest. The table's patterns
 * need nothing more, and the H5 router uses the same patterns through Taro's customRoutes.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const part = want[i]
    if (part.startsWith(':') && part.endsWith('*')) {
      params[part.slice(1, -1)] = have.slice(i).map(safeDecode).join('/')
      return params
    }
    if (i >= have.length) return null
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(have[i])
    else if (part !== have[i]) return null
  }
  return have.length === want.length ? params : null
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function stripBasename(pathname: string): string {
  if (pathname === BASENAME) return '/'
  return pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : pathname
}

/** Resolves a pretty path (with or without /web) or a Taro page path to its route; never undefined. */
export function matchRoute(pathname: string): RouteMatch {
  const bare = stripBasename(pathname.split('?')[0].split('#')[0])
  const byPage = routeByPage(bare)
  if (byPage && byPage !== NOT_FOUND_ROUTE) return { route: byPage, params: {} }
  for (const route of ROUTES) {
    if (route === NOT_FOUND_ROUTE) continue
    const params = matchPattern(route.path, bare)
    if (params) return { route, params }
  }
  return { route: NOT_FOUND_ROUTE, params: { rest: bare.replace(/^\//, '') } }
}
