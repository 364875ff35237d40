import { getPlatform, type CollectorAdapter } from '@/platform'
import type { CollectorTarget } from './environment'

/** Two methods, like Sentry's transport, with a five-line fake in the tests (STYLE.md rule 7). */
export interface Transport {
  /** Resolves true when the collector took the batch; never rejects. */
  send(body: string, options?: { keepalive?: boolean }): Promise<boolean>
  /** False where this transport can never send: callers then keep nothing for later. */
  supported?(): boolean
}

/**
 * Batches to a collector through the platform's way of sending (issue 13): fetch in browsers and the
 * app's webview, Taro.request in mini-programs, with the headers of SPEC.md section 7.
 */
export function createCollectorTransport(
  target: CollectorTarget,
  collector: CollectorAdapter = getPlatform().collector,
): Transport {
  return {
    supported: () => collector.available,
    send: (body, options = {}) =>
      collector.post(target.url, target.headers, body, options).catch(() => false),
  }
}
