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
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined
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

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export const currentHref = () => (typeof location === 'undefined' ? undefined : location.href)
