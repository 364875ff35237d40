// A CounterStore in one process's memory (lib/client-budget.ts): the fake for unit tests of budgets.
// The server itself counts in the database, which every instance shares (repositories/rate-counters.ts).
import type { CounterStore, WindowCount } from './client-budget'

export function createMemoryCounters(): CounterStore {
  const windows = new Map<string, WindowCount & { end: number }>()
  return {
    async add(key, now, windowMs, amount, limit = Number.MAX_SAFE_INTEGER) {
      const w = windows.get(key)
      const open = w && w.end > now ? w : undefined
      const used = (open?.used ?? 0) + amount
      if (used > limit) return null
      const next = open ? { ...open, used } : { used, windowStart: now, end: now + windowMs }
      windows.set(key, next)
      return { used: next.used, windowStart: next.windowStart }
    },
    async read(key, now) {
      const w = windows.get(key)
      return w && w.end > now ? { used: w.used, windowStart: w.windowStart } : null
    },
  }
}
