import { startTransition, useEffect, useState, type RefObject } from 'react'
import { PRELOAD_RATIO, THROTTLE_MS } from './constants'
import { isNearViewport, throttle } from './near-viewport'
import { scrollRootOf } from './scroll-root'

/**
 * True once the element came within the preload distance (and stays true). IntersectionObserver where
 * there is one; otherwise a scroll listener throttled to 200 ms. Mini-programs never get here: their
 * Image has lazy loading built in.
 */
export function useNearViewport(ref: RefObject<unknown>, initially: boolean): boolean {
  const [near, setNear] = useState(initially)
  useEffect(() => {
    // A transition: what comes into view (a whole day of the journey, often two at once) renders in
    // slices between frames instead of one long task that holds up the traveller's taps (issue 18).
    const reveal = () => startTransition(() => setNear(true))
    if (near) return undefined
    const element = ref.current as Element | null
    if (!element || typeof element.getBoundingClientRect !== 'function' || typeof window === 'undefined') {
      reveal()
      return undefined
    }
    if (typeof IntersectionObserver === 'function') {
      // The margin is a share of the root's height: the scrolling page's, which is the screen's.
      const root = scrollRootOf(element)
      const observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && reveal(),
        { root, rootMargin: `${Math.round((PRELOAD_RATIO - 1) * 100)}% 0px` },
      )
      observer.observe(element)
      return () => observer.disconnect()
    }
    const check = throttle(() => {
      if (isNearViewport(element.getBoundingClientRect(), window.innerHeight)) reveal()
    }, THROTTLE_MS)
    check()
    // Scroll events do not bubble, but the document sees them all while capturing: the page's own
    // scroll box (Taro's .taro_page) as well as the window's.
    document.addEventListener('scroll', check, { capture: true, passive: true })
    window.addEventListener('resize', check)
    return () => {
      document.removeEventListener('scroll', check, { capture: true })
      window.removeEventListener('resize', check)
    }
  }, [near, ref])
  return near
}
