import type { NavigationTarget } from '@/platform'
import type { RouteFallback, RouteRecord } from '@types-shared/routes/route-table'
import { NOT_FOUND_ROUTE } from '@types-shared/routes/route-table'
import { matchRoute } from '@types-shared/routes/match-route'
import { routeTarget, type Query } from '../route-target'

export interface GuardedTarget {
  route: RouteRecord
  params: Record<string, string>
  query?: Query
}

/**
 * Where a failed check sends navigation (SPEC.md section 2): a route name (optionally keeping the
 * target's parameters), a location object, or a function of the target returning an address. A fallback
 * that cannot be built lands on page-not-found rather than on the guarded page.
 */
export function fallbackTarget(fallback: RouteFallback | undefined, to: GuardedTarget): NavigationTarget {
  try {
    if (!fallback) return notFound()
    if (typeof fallback === 'function') {
      const address = fallback({ name: to.route.name, params: to.params })
      return addressTarget(address)
    }
    if ('name' in fallback) return routeTarget(fallback.name, fallback.keepParams ? to.params : {})
    const query = fallback.query ?? {}
    return addressTarget(withQuery(fallback.path, query))
  } catch {
    return notFound()
  }
}

function withQuery(path: string, query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString()
  return qs ? `${path}?${qs}` : path
}

/** A pretty address: its route supplies the page path, so mini-programs can follow it too. */
function addressTarget(address: string): NavigationTarget {
  const [path, qs = ''] = address.split('?')
  const { route, params } = matchRoute(path)
  return routeTarget(route.name, params, Object.fromEntries(new URLSearchParams(qs)))
}

function notFound(): NavigationTarget {
  return routeTarget(NOT_FOUND_ROUTE.name, { rest: 'forbidden' })
}
