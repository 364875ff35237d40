import { isBrowser } from '@/services/telemetry/browser-hooks'

/** SPEC.md section 2: browser back navigation fires a custom event with spvType back. */
export const SPV_EVENT = 'spv'

export interface SpvDetail {
  spvType: 'back'
}

const indexOf = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' ? idx : undefined
}

/**
 * Taro's H5 router (the `history` package) numbers its entries in `history.state.idx`; a popstate that
 * lands on a lower number is a step back. Without a number a popstate counts as back, the common case.
 */
let last: number | undefined

/** Pushes move the index forward without a popstate: each page show notes where history stands. */
export function rememberHistoryIndex(): void {
  if (isBrowser()) last = indexOf(window.history?.state)
}

export function listenToHistoryBack(onBack?: () => void): () => void {
  if (!isBrowser() || typeof window.addEventListener !== 'function') return () => undefined
  rememberHistoryIndex()
  const onPopState = (event: PopStateEvent) => {
    const next = indexOf(event.state)
    const back = next === undefined || last === undefined || next < last
    last = next
    if (!back) return
    try {
      window.dispatchEvent(new CustomEvent<SpvDetail>(SPV_EVENT, { detail: { spvType: 'back' } }))
      onBack?.()
    } catch {
      // Old webviews without CustomEvent: the page still goes back.
    }
  }
  window.addEventListener('popstate', onPopState)
  return () => window.removeEventListener('popstate', onPopState)
}
