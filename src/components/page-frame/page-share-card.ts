import type { RouteRecord } from '@types-shared/routes/route-table'
import type { PageShareCard } from '@/platform/share-card'
import { TRACKING_PARAM_NAMES } from '@/services/router'

/** Who shared and from where is the sharer's: the friend's visit starts its own trail. */
const NOT_PASSED_ON: ReadonlySet<string> = new Set([...Object.values(TRACKING_PARAM_NAMES), 'scene'])

/**
 * A page's own share card: its title, and its mini-program page with the parameters it was opened with
 * (a pretty path's `:id` travels as a query parameter, the only form mini-programs know), so the card
 * opens the same page with the same data.
 */
export function pageShareCard(
  route: RouteRecord,
  params: Record<string, string>,
  title: string,
): PageShareCard {
  const query = Object.entries(params)
    .filter(([key]) => !NOT_PASSED_ON.has(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return { title, path: `/${route.page}${query ? `?${query}` : ''}` }
}
