import type { EnvironmentAdapter, LoadTimings, StorageAdapter } from '../types'
import { environmentReport } from './report'
import { parseUserAgent } from './user-agent'
import { ensureVisitorId } from './visitor-store'

/** The environment of a webview or browser page (the app and the web share it). */
export function createBrowserEnvironment(userAgent: string, storage: StorageAdapter): EnvironmentAdapter {
  const info = parseUserAgent(userAgent)
  return {
    describe: () =>
      environmentReport(userAgent, info, {
        width: window.screen?.width || window.innerWidth,
        height: window.screen?.height || window.innerHeight,
      }),
    visitorId: () => ensureVisitorId(storage),
    loadTimings: () => browserLoadTimings(),
    // The user agent names the container here; a page hidden is reported by visibilitychange.
    container: () => null,
    onAppHide: () => () => undefined,
    onViewVisibility: () => () => undefined,
  }
}

/** Resource Timing: every script, style, image and call the page fetched, in load order. */
export function browserLoadTimings(
  perf: Performance | undefined = globalThis.performance,
): LoadTimings | null {
  if (!perf?.getEntriesByType) return null
  const [navigation] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const pageMs = navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : perf.now()
  const resources = (perf.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
    name: entry.name,
    kind: entry.initiatorType,
    ms: Math.round(entry.duration),
    bytes: entry.transferSize || entry.encodedBodySize || 0,
  }))
  return { pageMs: Math.round(pageMs), resources }
}
