import { memorySessionStore, type SessionStore } from './anti-spam'

/**
 * The anti-spam counters live "per session" (SPEC.md section 4): sessionStorage survives the reloads they
 * count. Where it is missing or throws (mini-programs, private modes) memory is the fallback; a reload
 * then starts over, but a mini-program does not reload pages that way anyway.
 */
export function pageSessionStore(): SessionStore {
  try {
    const store = typeof window !== 'undefined' ? window.sessionStorage : undefined
    if (store) {
      const probe = 'trip-antispam-probe'
      store.setItem(probe, '1')
      store.removeItem(probe)
      return store
    }
  } catch {
    // Storage disabled: fall through.
  }
  return memorySessionStore()
}
