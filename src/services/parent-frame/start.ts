import type { RouteRecord } from '@types-shared/routes/route-table'
import { loadOnce } from '@/platform/load-once'
import { isEmbedded } from './embedded'

/** More early messages than this before the code arrives is a parent misbehaving; the rest are dropped. */
export const EARLY_MESSAGE_LIMIT = 20

/**
 * The parent-frame code (CONTRACTS.md) is needed only inside a frame, which most visits are not: it
 * loads on its own then, off every page's first load (issue 18). Every use goes through the one load,
 * so route changes reach the parent in the order they happened.
 */
const loadParentFrame = loadOnce(() => import('./install'))

/**
 * Starts the parent-frame listener when the page is framed (app launch, through startTelemetry). A
 * parent's `connect` sent while the code is on its way is kept here and answered once it arrives.
 */
export function startParentFrame(): void {
  if (!isEmbedded() || typeof window.addEventListener !== 'function') return
  const early: MessageEvent[] = []
  const keep = (event: MessageEvent) => {
    if (early.length < EARLY_MESSAGE_LIMIT) early.push(event)
  }
  window.addEventListener('message', keep)
  loadParentFrame()
    .then(({ installParentFrame }) => {
      window.removeEventListener('message', keep)
      installParentFrame({ early })
    })
    .catch(() => window.removeEventListener('message', keep))
}

/**
 * Tells a parent frame about a route change (page-frame.tsx); nothing is loaded outside a frame. Which
 * routes are sent stays notifyRouteChange's rule: inside a frame the code is loading anyway.
 */
export function notifyParentOfRoute(route: Pick<RouteRecord, 'pageKey' | 'isSendToUBA'>, path: string): void {
  if (!isEmbedded()) return
  loadParentFrame()
    .then(({ notifyRouteChange }) => notifyRouteChange(route, path))
    .catch(() => undefined)
}
