import type { CollectorTarget } from './environment'

/** Two methods, like Sentry's transport, with a five-line fake in the tests (STYLE.md rule 7). */
export interface Transport {
  /** Resolves true when the collector took the batch; never rejects. */
  send(body: string, options?: { keepalive?: boolean }): Promise<boolean>
  /** False where this transport can never send (no fetch): callers then stop retrying. */
  supported?(): boolean
}

/**
 * POSTs text/plain (no CORS preflight) with the headers of SPEC.md section 7. `keepalive` lets the last
 * batch outlive the page on pagehide; sendBeacon would be simpler but cannot carry Biz-Type. Where there
 * is no fetch (mini-program builds), nothing is sent and the outbox keeps the events.
 */
export function createFetchTransport(target: CollectorTarget): Transport {
  return {
    supported: () => typeof fetch === 'function',
    async send(body, options = {}) {
      if (typeof fetch !== 'function') return false
      try {
        const response = await fetch(target.url, {
          method: 'POST',
          headers: target.headers,
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
}
