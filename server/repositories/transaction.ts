// One unit of work over several statements. Inside a transaction already (a repository built over
// a trx), the work joins it; otherwise a new transaction is opened. Kysely refuses nested
// transactions, so this is what lets a repository method be atomic on its own and still be used
// by a service that runs several repositories in one transaction (docs/server.md "Layers").
import type { Db } from '../db/database'

export function atomically<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}

/** How many rows a write statement touched, whatever kind it was. */
export function changed(result: {
  numUpdatedRows?: bigint
  numDeletedRows?: bigint
  numInsertedOrUpdatedRows?: bigint
}): number {
  return Number(result.numUpdatedRows ?? result.numDeletedRows ?? result.numInsertedOrUpdatedRows ?? 0n)
}
