import type { CollectorAdapter } from '../types'

/**
 * fetch, text/plain (no CORS preflight) with the collector's headers. `keepalive` lets the last batch
 * outlive the page on pagehide; sendBeacon would be simpler but cannot carry Biz-Type.
 */
export const fetchCollector: CollectorAdapter = {
  get available() {
    return typeof fetch === 'function'
  },
  async post(url, headers, body, options = {}) {
    if (typeof fetch !== 'function') return false
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        credentials: 'same-origin',
        // Browsers cap keepalive bodies at 64 KiB; batches stay far below.
        keepalive: Boolean(options.keepalive),
      })
      return response.ok
    } catch {
      // SPEC.md section 8: a failed send is ignored (the outbox tries again later).
      return false
    }
  },
}
