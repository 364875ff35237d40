/**
 * Page lifecycle signals that only browsers have. Mini-program builds compile this too, so every hook is
 * guarded; each returns its own removal.
 */
export interface LifecycleHandlers {
  hidden(): void
  visible(): void
  /** The page is going away (or into the back/forward cache): last chance to send. */
  pagehide(): void
  online(): void
}

export function listenToPageLifecycle(handlers: LifecycleHandlers): () => void {
  if (!isBrowser()) return () => undefined
  const onVisibility = () => (document.visibilityState === 'hidden' ? handlers.hidden() : handlers.visible())
  const onPagehide = () => handlers.pagehide()
  const onOnline = () => handlers.online()
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', onPagehide)
  window.addEventListener('online', onOnline)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', onPagehide)
    window.removeEventListener('online', onOnline)
  }
}

/**
 * Taro's mini-program runtime provides a `window` and a `document` of its own, so their presence proves
 * nothing: only the H5 build has the browser's (TARO_ENV is replaced at build time).
 */
export const isBrowser = () =>
  process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' && typeof document !== 'undefined'

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export const currentHref = () => (isBrowser() && typeof location !== 'undefined' ? location.href : undefined)
