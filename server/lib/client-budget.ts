// Per-client budgets in fixed windows (issue 11, defect 3): how many requests, events or bytes one
// client (its address as Fastify resolves it, so TRUST_PROXY decides whether X-Forwarded-For counts)
// may spend per window. In memory: one process serves the site, and a restart forgives, which is fine
// for limits whose job is to keep one client from filling the disk in seconds.
import { BusinessError } from '../errors'
import { API_CODES } from '../../types/api/common'

export interface ClientBudget<K extends string> {
  /** Spends `amounts` for `client` when every one of them still fits; false (and nothing spent) when not. */
  take(client: string, amounts: Partial<Record<K, number>>, now?: number): boolean
  /** Whether `take` would spend them now, spending nothing: for a caller holding several budgets. */
  fits(client: string, amounts: Partial<Record<K, number>>, now?: number): boolean
  /** Seconds until `client`'s window starts again. */
  retryAfterSec(client: string, now?: number): number
}

/** Windows kept at the most before expired ones are swept (a flood of addresses cannot grow the map). */
const SWEEP_AT = 10_000

export function createClientBudget<K extends string>(
  windowMs: number,
  limits: Record<K, number>,
): ClientBudget<K> {
  const windows = new Map<string, { start: number; used: Partial<Record<K, number>> }>()
  const windowOf = (client: string, now: number) => {
    let w = windows.get(client)
    if (!w || now - w.start >= windowMs) {
      if (windows.size >= SWEEP_AT) {
        for (const [key, old] of windows) if (now - old.start >= windowMs) windows.delete(key)
      }
      w = { start: now, used: {} }
      windows.set(client, w)
    }
    return w
  }
  const names = Object.keys(limits) as K[]
  const fitsIn = (w: { used: Partial<Record<K, number>> }, amounts: Partial<Record<K, number>>) =>
    names.every((k) => (w.used[k] ?? 0) + (amounts[k] ?? 0) <= limits[k])
  return {
    take(client, amounts, now = Date.now()) {
      const w = windowOf(client, now)
      const fits = fitsIn(w, amounts)
      if (fits) for (const k of names) w.used[k] = (w.used[k] ?? 0) + (amounts[k] ?? 0)
      return fits
    },
    fits: (client, amounts, now = Date.now()) => fitsIn(windowOf(client, now), amounts),
    retryAfterSec(client, now = Date.now()) {
      const w = windows.get(client)
      return w ? Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) : 1
    },
  }
}

export const tooManyRequests = (msg: string) => new BusinessError(API_CODES.TOO_MANY_REQUESTS, msg, 429)
