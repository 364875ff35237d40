import { SPAM_COUNTER_RESET_MS, SPAM_RELOAD_LIMIT } from './constants'
import type { SpamKind } from './response-rules'

/** Synchronous key-value storage for the session (sessionStorage on the web, memory elsewhere). */
export interface SessionStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export const SPAM_COUNTER_KEYS: Readonly<Record<SpamKind, string>> = {
  sign: 'trip-antispam-sign',
  font: 'trip-antispam-font',
}

interface Counter {
  count: number
  since: number
}

function read(store: SessionStore, key: string, now: number): Counter {
  try {
    const parsed = JSON.parse(store.getItem(key) ?? 'null') as Counter | null
    if (parsed && typeof parsed.count === 'number' && typeof parsed.since === 'number') {
      // Section 9: counters reset after an hour, so a long session gets its reloads back.
      if (now - parsed.since < SPAM_COUNTER_RESET_MS && parsed.since <= now) return parsed
    }
  } catch {
    // A corrupt counter counts as none.
  }
  return { count: 0, since: now }
}

/**
 * SPEC.md section 4: an anti-spam response reloads the page while the per-session counter of its kind
 * is under 5. Returns whether to reload, counting the reload. The counter outlives the reload because
 * it is kept in the session store: that is what stops a reload loop.
 */
export function takeSpamReload(store: SessionStore, kind: SpamKind, now: number = Date.now()): boolean {
  const key = SPAM_COUNTER_KEYS[kind]
  const counter = read(store, key, now)
  if (counter.count >= SPAM_RELOAD_LIMIT) return false
  try {
    store.setItem(key, JSON.stringify({ count: counter.count + 1, since: counter.since }))
  } catch {
    // Without storage a reload could loop forever: refuse it.
    return false
  }
  return true
}

export function memorySessionStore(): SessionStore {
  const map = new Map<string, string>()
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) }
}
