import { usePageContext } from './page-context'

export type RouteParam = { ok: true; value: string } | { ok: false; name: string }

/** Reads a path or query parameter of the current page and checks its shape (bad input never reaches the API). */
export function useRouteParam(name: string, pattern: RegExp): RouteParam {
  const page = usePageContext()
  const value = page?.params[name]
  return value !== undefined && pattern.test(value) ? { ok: true, value } : { ok: false, name }
}

/** Journey, place and record ids are positive integers. */
export const ID_PATTERN = /^[1-9]\d{0,15}$/
