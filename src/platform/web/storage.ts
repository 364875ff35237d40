import type { StorageAdapter } from '../types'
import { assertStorageKey, assertStorageValue } from '../storage-rules'

/**
 * localStorage, falling back to memory where it throws (Safari private mode, storage disabled, quota):
 * the page keeps working for this visit instead of failing.
 */
/** Merely reading `localStorage` throws where the browser blocks it (a cross-site frame, disabled storage). */
function localStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function createWebStorage(backing: Storage | undefined = localStorageOrNothing()): StorageAdapter {
  const memory = new Map<string, string>()
  const attempt = <T>(fn: (s: Storage) => T, fallback: () => T): T => {
    try {
      if (backing) return fn(backing)
    } catch {
      // fall through to memory
    }
    return fallback()
  }
  return {
    async getItem(key) {
      assertStorageKey(key)
      return attempt(
        (s) => s.getItem(key),
        () => memory.get(key) ?? null,
      )
    },
    async setItem(key, value) {
      assertStorageKey(key)
      assertStorageValue(value)
      attempt(
        (s) => s.setItem(key, value),
        () => void memory.set(key, value),
      )
    },
    async removeItem(key) {
      assertStorageKey(key)
      attempt(
        (s) => s.removeItem(key),
        () => void memory.delete(key),
      )
      memory.delete(key)
    },
  }
}
