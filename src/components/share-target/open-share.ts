import type { RouteRecord } from '@types-shared/routes/route-table'
import { navigate } from '@/services/router'
import { targetQuery, type ShareTarget } from './target'

/**
 * Opens the share page (`shareh5/index`) for a target: its card, the channels and the poster. Every
 * page's share entry goes through here, so all shares look and count alike. `from` is the route that
 * asks, for the tracking of the route change.
 */
export function openShare(target: ShareTarget, from?: RouteRecord): Promise<void> {
  return navigate('shareIndex', from, { query: targetQuery(target) }).catch(() => undefined)
}
