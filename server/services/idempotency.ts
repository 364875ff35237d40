// Retries carrying the same Idempotency-Key get the first result (issue #3). The key is
// looked up and stored inside the same transaction as the work, so a retry racing the first
// request either waits for it (SQLite: one writer) or conflicts on the primary key (PostgreSQL).
// Only successes are stored: a rejected request changed nothing, so retrying it is harmless.
import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'

export async function idempotent<T>(
  trx: Transaction<DB>,
  userId: number,
  scope: string,
  key: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work()
  const seen = await trx
    .selectFrom('idempotency_keys')
    .select('response_json')
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst()
  if (seen) return JSON.parse(seen.response_json) as T
  const result = await work()
  await trx
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      scope,
      key,
      response_json: JSON.stringify(result),
      created_at: new Date().toISOString(),
    })
    .execute()
  return result
}

export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const v = headers['idempotency-key']
  return typeof v === 'string' && v.length > 0 && v.length <= 128 ? v : undefined
}
