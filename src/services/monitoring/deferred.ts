import { isBrowser } from '@/services/tracking/browser-hooks'
import type { InstallMonitorOptions } from './install'

/** Errors kept from before the monitor's code arrived; more than this at launch is one broken page anyway. */
export const EARLY_ERROR_LIMIT = 20
/** Longest wait for an idle moment after `load` before the monitor starts regardless. */
export const IDLE_TIMEOUT_MS = 2000

type Schedule = (start: () => void) => void
type Load = () => Promise<Pick<typeof import('./install'), 'installMonitor' | 'reportEarlyErrors'>>

interface EarlyBuffer {
  events: Event[]
  stop(): void
}

/**
 * Waits for the page's `load` event and then an idle moment (at most IDLE_TIMEOUT_MS), so the monitor,
 * web-vitals and the blank-screen check never compete with first paint or count in the first-load JS.
 * web-vitals reads buffered performance entries, so FCP and LCP are still reported when it starts late.
 */
export const afterLoadAndIdle: Schedule = (start) => {
  const idle = () => {
    const w = window as Window & { requestIdleCallback?: Window['requestIdleCallback'] }
    if (typeof w.requestIdleCallback === 'function')
      w.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(start, 0)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
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
