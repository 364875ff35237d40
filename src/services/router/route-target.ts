import { routeByName } from '@types-shared/routes/route-table'
import type { NavigationTarget } from '@/platform'

export type Query = Record<string, string | number | undefined>

export class UnknownRouteError extends Error {
  constructor(readonly routeName: string) {
    super(`unknown route: ${routeName}`)
    this.name = 'UnknownRouteError'
  }
}

export class MissingRouteParamError extends Error {
  constructor(
    readonly routeName: string,
    readonly param: string,
  ) {
    super(`route ${routeName} needs the parameter ${param}`)
    this.name = 'MissingRouteParamError'
  }
}

function queryString(query: Query): string {
  const pairs = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  )
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')
}

const withQuery = (path: string, query: Query) => {
  const qs = queryString(query)
  return qs ? `${path}?${qs}` : path
}

/**
 * Both forms of a route address: the pretty path fills `:param` segments (the form people share),
 * the page path carries them as query parameters (the only form mini-programs know).
 */
export function routeTarget(
  name: string,
  params: Record<string, string | number> = {},
  query: Query = {},
): NavigationTarget {
  const route = routeByName(name)
  if (!route) throw new UnknownRouteError(name)
  const used = new Set<string>()
  const pretty = route.path.replace(/:(\w+)\*?/g, (_, param: string) => {
    const value = params[param]
    if (value === undefined || value === '') throw new MissingRouteParamError(name, param)
    used.add(param)
    return encodeURIComponent(String(value))
  })
  const extra = Object.fromEntries(Object.entries(params).filter(([k]) => !used.has(k)))
  return {
    prettyPath: withQuery(pretty, { ...extra, ...query }),
    pagePath: withQuery(`/${route.page}`, { ...params, ...query }),
  }
}
