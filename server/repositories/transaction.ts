// One unit of work over several statements. Inside a transaction already (a repository built over
// a trx), the work joins it; otherwise a new transaction is opened. Kysely refuses nested
// transactions, so this is what lets a repository method be atomic on its own and still be used
// by a service that runs several repositories in one transaction (docs/server.md "Layers").
import type { Db } from '../db/database'

//
// On PostgreSQL concurrent transactions can also fail where SQLite's single writer made them wait: a
// deadlock (40P01), a serialization failure (40001), or a retry of an Idempotency-Key request that
// inserted the same key while the first one was still open (services/idempotency.ts). The whole unit
// is run again then, a few times at most; the rerun sees what the other transaction committed (the
// stored answer, for a retried request). SQLite never raises these.
const ATTEMPTS = 3

export async function atomically<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db)
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work)
    } catch (error) {
      if (attempt >= ATTEMPTS || !worthRetrying(error)) throw error
    }
  }
}

function worthRetrying(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown }
  return code === '40001' || code === '40P01' || (code === '23505' && constraint === 'idempotency_keys_pk')
}

/** How many rows a write statement touched, whatever kind it was. */
export function changed(result: {
  numUpdatedRows?: bigint
  numDeletedRows?: bigint
  numInsertedOrUpdatedRows?: bigint
}): number {
  return Number(result.numUpdatedRows ?? result.numDeletedRows ?? result.numInsertedOrUpdatedRows ?? 0n)
}
