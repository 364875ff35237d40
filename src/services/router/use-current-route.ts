import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { routeByName, type RouteRecord } from '@types-shared/routes/route-table'

export interface CurrentRoute {
  route: RouteRecord
  /** Path parameters and query, merged as Taro hands them over. */
  params: Record<string, string>
}

/**
 * The route a page belongs to is known statically (each page names itself); Taro supplies the values.
 * On H5 a `:id` alias match arrives in params merged with the query, in mini-programs as the query.
 */
/**
 * Parameters Taro adds to every page's params for its own bookkeeping (H5's page `stamp`, the mini
 * runtime's `$taroTimestamp`): not the address's, so never passed on (a guard's fallback address carried
 * `?stamp=...`; issue 12, item 7).
 */
export const TARO_INTERNAL_PARAMS: ReadonlySet<string> = new Set(['stamp', '$taroTimestamp'])

export function useCurrentRoute(name: string): CurrentRoute {
  const router = useRouter()
  const route = routeByName(name)
  if (!route) throw new Error(`page bound to unknown route ${name}`)
  const params = useMemo(() => pageParams(router.params ?? {}), [router.params])
  return { route, params }
}

/**
 * The page's parameters from what Taro hands over: decoded, Taro's own left out, and a mini-program
 * code's `scene` (`id=1`, issue 13) opened into the parameters it carries, under those of the address.
 */
export function pageParams(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && !TARO_INTERNAL_PARAMS.has(key)) out[key] = safeDecode(value)
  }
  if (out.scene && out.scene.includes('=')) {
    for (const [key, value] of new URLSearchParams(out.scene)) {
      if (!(key in out) && !TARO_INTERNAL_PARAMS.has(key)) out[key] = value
    }
    delete out.scene
  }
  return out
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
