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
export function useCurrentRoute(name: string): CurrentRoute {
  const router = useRouter()
  const route = routeByName(name)
  if (!route) throw new Error(`page bound to unknown route ${name}`)
  const params = useMemo(() => {
    const out: Record<string, string> = {}
    for (const [key, value] of Object.entries(router.params ?? {})) {
      if (typeof value === 'string') out[key] = safeDecode(value)
    }
    return out
  }, [router.params])
  return { route, params }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
