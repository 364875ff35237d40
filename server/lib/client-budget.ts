// Per-client budgets in fixed windows (issue 11, defect 3): how many requests, events or bytes one
// client (its address as Fastify resolves it, so TRUST_PROXY decides whether X-Forwarded-For counts,
// or a user id) may spend per window; a window starts with the client's first count after the last
// one ended. The counts live in a CounterStore: the database's (repositories/rate-counters.ts), so
// every server instance spends from the same budget (issue 18, docs/deploy.md), or memory
// (lib/memory-counters.ts) for a unit test.
import { BusinessError } from '../errors'
import { API_CODES } from '../../types/api/common'

export interface WindowCount {
  used: number
  windowStart: number
}

/** Where fixed-window counts are kept, one window per key at a time. */
export interface CounterStore {
  /**
   * Adds `amount` to `key`'s count: in its window when that is still open at `now` and the count stays
   * within `limit`, else in a new window of `windowMs` from `now`. Answers the count, or null when it
   * would not fit (nothing added).
   */
  add(key: string, now: number, windowMs: number, amount: number, limit?: number): Promise<WindowCount | null>
  /** `key`'s count in its window open at `now`, null when none is. */
  read(key: string, now: number): Promise<WindowCount | null>
}

export type Spent = { ok: true } | { ok: false; retryAfterSec: number }

export interface ClientBudget<K extends string> {
  /** Spends `amounts` for `client` when every one of them still fits; refused (nothing spent) when not. */
  take(client: string, amounts: Partial<Record<K, number>>, now?: number): Promise<Spent>
  /** Returns what `take` spent: for a caller holding several budgets whose second one refused. */
  giveBack(client: string, amounts: Partial<Record<K, number>>, now?: number): Promise<void>
}

/** `name` keeps this budget's counts apart from the others' in the store. */
export function createClientBudget<K extends string>(
  store: CounterStore,
  name: string,
  windowMs: number,
  limits: Record<K, number>,
): ClientBudget<K> {
  const names = Object.keys(limits) as K[]
  const keyOf = (k: K, client: string) => `${name}:${k}:${client}`
  // A limit of MAX_SAFE_INTEGER is how the configuration says "off" (tests): nothing to count.
  const counted = (k: K, amounts: Partial<Record<K, number>>) =>
    (amounts[k] ?? 0) !== 0 && limits[k] < Number.MAX_SAFE_INTEGER
  const budget: ClientBudget<K> = {
    async take(client, amounts, now = Date.now()) {
      const spent: Partial<Record<K, number>> = {}
      // One statement per measure; a measure that does not fit gives back those already counted.
      for (const k of names.filter((n) => counted(n, amounts))) {
        const key = keyOf(k, client)
        if ((await store.add(key, now, windowMs, amounts[k]!, limits[k])) === null) {
          await budget.giveBack(client, spent, now)
          const open = await store.read(key, now)
          const end = (open?.windowStart ?? now) + windowMs
          return { ok: false, retryAfterSec: Math.max(1, Math.ceil((end - now) / 1000)) }
        }
        spent[k] = amounts[k]
      }
      return { ok: true }
    },
    async giveBack(client, amounts, now = Date.now()) {
      for (const k of names.filter((n) => counted(n, amounts))) {
        await store.add(keyOf(k, client), now, windowMs, -amounts[k]!)
      }
    },
  }
  return budget
}

export const tooManyRequests = (msg: string) => new BusinessError(API_CODES.TOO_MANY_REQUESTS, msg, 429)
