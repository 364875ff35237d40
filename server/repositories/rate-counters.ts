// Fixed-window counters shared by every server instance (issue 18, migration 016): the API rate limit
// and the client budgets (lib/client-budget.ts) count here, so a client cannot spread its requests
// over instances to get more. One statement per count: an upsert that either starts the key's window
// anew (the old one is over) or adds to it while the limit allows, and answers the count; portable
// between SQLite and PostgreSQL (both have ON CONFLICT ... DO UPDATE ... WHERE ... RETURNING, and
// evaluate SET against the row as it was).
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { CounterStore, WindowCount } from '../lib/client-budget'

/** `used` is a 32-bit integer column on PostgreSQL, so a bound past it is no bound. */
const INT_MAX = 2_147_483_647

const countOf = (row: { used: number; window_start: number | string } | undefined): WindowCount | null =>
  row ? { used: Number(row.used), windowStart: Number(row.window_start) } : null

export function createRateCountersRepository(db: Db): CounterStore & {
  sweep(now?: number): Promise<number>
} {
  return {
    async add(key, now, windowMs, amount, limit = INT_MAX) {
      if (amount > limit) return null
      const over = sql<boolean>`rate_counters.expires_at <= excluded.window_start`
      const row = await db
        .insertInto('rate_counters')
        .values({ key, window_start: now, used: amount, expires_at: now + windowMs })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({
              used: sql`CASE WHEN ${over} THEN excluded.used ELSE rate_counters.used + excluded.used END`,
              window_start: sql`CASE WHEN ${over} THEN excluded.window_start ELSE rate_counters.window_start END`,
              expires_at: sql`CASE WHEN ${over} THEN excluded.expires_at ELSE rate_counters.expires_at END`,
            })
            // A count that would pass the limit changes nothing and returns no row.
            .where(
              sql<boolean>`${over} OR rate_counters.used + excluded.used <= ${Math.min(limit, INT_MAX)}`,
            ),
        )
        .returning(['used', 'window_start'])
        .executeTakeFirst()
      return countOf(row)
    },

    async read(key, now) {
      const row = await db
        .selectFrom('rate_counters')
        .select(['used', 'window_start'])
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      return countOf(row)
    },

    /** Removes the rows whose window is over; answers how many went. */
    async sweep(now = Date.now()) {
      const r = await db.deleteFrom('rate_counters').where('expires_at', '<=', now).executeTakeFirst()
      return Number(r.numDeletedRows)
    },
  }
}

export type RateCountersRepository = ReturnType<typeof createRateCountersRepository>
