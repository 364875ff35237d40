import { PROBE_TIMEOUT_MS, PROBE_URL } from './constants'
import type { ProbeResult } from './score'

/**
 * One timed GET of a small same-origin page, never cached. Null where there is no fetch (mini-programs)
 * or when it fails or times out.
 */
export function createFetchProbe(url: string = PROBE_URL, now: () => number = () => performanceNow()) {
  return async (): Promise<ProbeResult | null> => {
    if (typeof fetch !== 'function') return null
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined
    const timer = setTimeout(() => controller?.abort(), PROBE_TIMEOUT_MS)
    const start = now()
    try {
      const separator = url.includes('?') ? '&' : '?'
      const response = await fetch(`${url}${separator}_nq=${Date.now()}`, {
        cache: 'no-store',
        signal: controller?.signal,
      })
      const body = await response.text()
      return response.ok ? { ms: Math.max(1, now() - start), bytes: body.length } : null
    } catch {
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}

const performanceNow = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())
