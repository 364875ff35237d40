import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'

/**
 * Calls back when the page is shown again: a mini-program page brought back (Taro's onShow) or a
 * browser tab made visible (the document's visibilitychange, which Taro's H5 onShow does not follow).
 * Phones drop a hidden tab's streams (issue 17), so the caller checks its answer here.
 */
export function usePageVisible(onVisible: () => void) {
  const latest = useRef(onVisible)
  latest.current = onVisible
  const firstShow = useRef(true)
  useDidShow(() => {
    // The first show is the page's load, not a return.
    if (firstShow.current) firstShow.current = false
    else latest.current()
  })
  useEffect(() => {
    if (typeof document === 'undefined' || typeof document.addEventListener !== 'function') return
    const onChange = () => {
      if (document.visibilityState === 'visible') latest.current()
    }
    document.addEventListener('visibilitychange', onChange)
    // A page restored from the back-forward cache kept its state but not its connection.
    const onPageShow = (e: Event) => (e as PageTransitionEvent).persisted && latest.current()
    const win = typeof window === 'undefined' ? undefined : window
    win?.addEventListener?.('pageshow', onPageShow)
    return () => {
      document.removeEventListener('visibilitychange', onChange)
      win?.removeEventListener?.('pageshow', onPageShow)
    }
  }, [])
}
