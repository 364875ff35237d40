import { ROUTES } from '../src/route-table'

/**
 * Taro's customRoutes from the route table. The page path stays first in each alias list: with the
 * pattern first, navigateTo('/pages/...') would produce a literal `:id` (TARO-NOTES.md).
 */
export function h5CustomRoutes(): Record<string, string[]> {
  return Object.fromEntries(ROUTES.map((r) => [`/${r.page}`, [`/${r.page}`, r.path]]))
}
