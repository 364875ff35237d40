import { BLANK_AUTO_CHECK_MS, BLANK_MIN_INTERVAL_MS, PAINT_TIMEOUT_MS } from './constants'
import { blankRatio, createThrottle, domIsEmptyAt, isBlank, samplePoints } from './blank-screen'
import { createFrameMeter } from './frames'
import type { Monitor } from './monitor'
import { createResourceCollector } from './resources'

/**
 * The collectors that need a browser: each checks for its API first (mini-program builds compile this
 * too) and none can throw into the page.
 */
export function startBrowserCollectors(monitor: Monitor, ownUrls: readonly string[]) {
  const resources = createResourceCollector(monitor, ownUrls)
  if (typeof PerformanceObserver !== 'undefined') {
    try {
      const observer = new PerformanceObserver((list) => {
        list.getEntries().forEach((entry) => resources.add(entry as PerformanceResourceTiming))
      })
      observer.observe({ type: 'resource', buffered: true })
    } catch {
      // Old engines without typed observers: no resource timings.
    }
  }
  if (monitor.sampled) startFrameLoop(monitor)
  const throttle = createThrottle(BLANK_MIN_INTERVAL_MS)
  const checkBlank = (reason: string) => {
    try {
      if (typeof document === 'undefined' || document.visibilityState === 'hidden') return
      if (!throttle(Date.now())) return
      const ratio = blankRatio(samplePoints(window.innerWidth, window.innerHeight), domIsEmptyAt(document))
      if (isBlank(ratio)) monitor.report('blank_screen', { ratio, reason })
    } catch {
      // ignored: telemetry
    }
  }
  setTimeout(() => checkBlank('auto'), BLANK_AUTO_CHECK_MS)
  return { resources, checkBlank }
}

/** The custom paint timeout (SPEC.md section 9): no first paint 8 s after start is reported. */
export function startPaintTimeout(monitor: Monitor, painted: () => boolean): void {
  setTimeout(() => {
    if (!painted()) monitor.report('paint_timeout', { ms: PAINT_TIMEOUT_MS })
  }, PAINT_TIMEOUT_MS)
}

function startFrameLoop(monitor: Monitor): void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined') return
  let meter = createFrameMeter()
  let running = false
  const tick = (time: number) => {
    if (document.visibilityState === 'hidden') {
      running = false
      return
    }
    for (const report of meter(time)) {
      if (report.kind === 'fps') monitor.report('fps', { fps: report.fps })
      else monitor.report('lag', { ms: report.ms })
    }
    requestAnimationFrame(tick)
  }
  const start = () => {
    if (running) return
    running = true
    // A hidden tab gets no frames: the gap is not lag, so measuring starts afresh.
    meter = createFrameMeter()
    requestAnimationFrame(tick)
  }
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && start())
  start()
}
