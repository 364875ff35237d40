import { isBrowser } from '@/services/telemetry/browser-hooks'
import type { InstallMonitorOptions } from './install'

/** Errors kept from before the monitor's code arrived; more than this at launch is one broken page anyway. */
export const EARLY_ERROR_LIMIT = 20
/**
 * How long after `load` the monitor waits: the journey page's own chunk and its data usually arrive
 * after `load` (the router fetches them), and on a slow phone network the monitor must not compete.
 */
export const START_DELAY_MS = 3000
/** Longest wait for an idle moment after the delay before the monitor starts regardless. */
export const IDLE_TIMEOUT_MS = 2000

type Schedule = (start: () => void) => void
type Load = () => Promise<Pick<typeof import('./install'), 'installMonitor' | 'reportEarlyErrors'>>

interface EarlyBuffer {
  events: Event[]
  stop(): void
}

/**
 * Waits for the page's `load` event, START_DELAY_MS more, and then an idle moment (at most
 * IDLE_TIMEOUT_MS), so the monitor, web-vitals and the blank-screen check never compete with the first
 * page's code and data. web-vitals reads buffered performance entries (paint, LCP, layout shifts, event
 * timings), so every vital is still reported when it starts late; errors meanwhile are buffered below.
 */
export const afterLoadAndIdle: Schedule = (start) => {
  const idle = () => {
    const w = window as Window & { requestIdleCallback?: Window['requestIdleCallback'] }
    if (typeof w.requestIdleCallback === 'function')
      w.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
    else start()
  }
  const later = () => setTimeout(idle, START_DELAY_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

/** Keeps errors and rejections raised before the monitor listens, for it to report once it does. */
export function bufferEarlyErrors(target: Window, limit = EARLY_ERROR_LIMIT): EarlyBuffer {
  const events: Event[] = []
  const keep = (event: Event) => {
    if (events.length < limit) events.push(event)
  }
  target.addEventListener('error', keep, true)
  target.addEventListener('unhandledrejection', keep)
  return {
    events,
    stop() {
      target.removeEventListener('error', keep, true)
      target.removeEventListener('unhandledrejection', keep)
    },
  }
}

/**
 * Starts the monitor off the first load (issue 7: first-load budget). On H5 its code is a chunk of its
 * own fetched after load; errors raised meanwhile are kept and reported when it starts. Mini-programs
 * (no `load` event to wait for; import() is a require there) start it straight away. Never throws.
 */
export function installMonitorLater(
  options: InstallMonitorOptions = {},
  schedule: Schedule = afterLoadAndIdle,
  load: Load = () => import('./install'),
): void {
  const early = isBrowser() ? bufferEarlyErrors(window) : undefined
  const start = () => {
    load()
      .then(({ installMonitor, reportEarlyErrors }) => {
        early?.stop()
        installMonitor(options)
        if (early) reportEarlyErrors(early.events)
      })
      .catch(() => early?.stop())
  }
  try {
    if (early) schedule(start)
    else start()
  } catch {
    // Telemetry never breaks the page.
  }
}
