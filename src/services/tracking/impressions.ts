import {
  FALLBACK_IMPRESSION_RATIO,
  FALLBACK_MAX_TICKS,
  FALLBACK_POLL_MS,
  IMPRESSION_DEBOUNCE_MS,
  IMPRESSION_RATIO,
  TRACKING_DATA_ATTRIBUTES,
} from './constants'
import { visibleRatio } from './visibility'

/** Elements marked for impressions carry a tracking key and this attribute. */
export const IMPRESSION_SELECTOR = `[${TRACKING_DATA_ATTRIBUTES.eventKey}][${TRACKING_DATA_ATTRIBUTES.impression}]`

export interface ImpressionOptions {
  root: Document
  /** Called once per element, after it stayed visible for the debounce. */
  report(element: Element): void
  /** Tests force the fallback. */
  forceFallback?: boolean
}

/**
 * SPEC.md section 9: an element makes an impression at half visible (IntersectionObserver); without
 * one, at 30% inside the window, polled every 5000 ms for up to 120 ticks. Either way it must stay
 * visible 500 ms (a fling past it is not an impression), and each element counts once.
 */
export function trackImpressions(options: ImpressionOptions): () => void {
  const seen = new WeakSet<Element>()
  const pending = new Map<Element, ReturnType<typeof setTimeout>>()
  const visible = new Set<Element>()

  const enter = (element: Element) => {
    visible.add(element)
    if (seen.has(element) || pending.has(element)) return
    pending.set(
      element,
      setTimeout(() => {
        pending.delete(element)
        if (!visible.has(element) || seen.has(element)) return
        seen.add(element)
        try {
          options.report(element)
        } catch {
          // Telemetry never breaks the page.
        }
      }, IMPRESSION_DEBOUNCE_MS),
    )
  }
  const leave = (element: Element) => {
    visible.delete(element)
    const timer = pending.get(element)
    if (timer !== undefined) clearTimeout(timer)
    pending.delete(element)
  }
  const candidates = () => Array.from(options.root.querySelectorAll(IMPRESSION_SELECTOR))

  const stopAll = () => pending.forEach((timer) => clearTimeout(timer))

  if (!options.forceFallback && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) =>
        entries.forEach((entry) =>
          entry.intersectionRatio >= IMPRESSION_RATIO ? enter(entry.target) : leave(entry.target),
        ),
      { threshold: [0, IMPRESSION_RATIO] },
    )
    const watched = new WeakSet<Element>()
    const watch = () =>
      candidates().forEach((element) => {
        if (watched.has(element)) return
        watched.add(element)
        observer.observe(element)
      })
    watch()
    // Pages render after the tracker starts: new marked elements are picked up as they appear.
    const mutations = typeof MutationObserver === 'function' ? new MutationObserver(watch) : undefined
    mutations?.observe(options.root.documentElement, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      mutations?.disconnect()
      stopAll()
    }
  }

  let ticks = 0
  const view = options.root.defaultView
  const poll = () => {
    const viewport = { width: view?.innerWidth ?? 0, height: view?.innerHeight ?? 0 }
    candidates().forEach((element) =>
      visibleRatio(element.getBoundingClientRect(), viewport) >= FALLBACK_IMPRESSION_RATIO
        ? enter(element)
        : leave(element),
    )
  }
  poll()
  const timer = setInterval(() => {
    ticks += 1
    if (ticks >= FALLBACK_MAX_TICKS) clearInterval(timer)
    poll()
  }, FALLBACK_POLL_MS)
  return () => {
    clearInterval(timer)
    stopAll()
  }
}
