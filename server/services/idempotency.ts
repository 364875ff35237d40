// Retries carrying the same Idempotency-Key get the first result (issue #3). The key is
// looked up and stored inside the same transaction as the work, so a retry racing the first
// request either waits for it (SQLite: one writer) or conflicts on the primary key (PostgreSQL).
// Only successes are stored: a rejected request changed nothing, so retrying it is harmless.
import type { Repositories } from '../repositories'

/** Call with repositories bound to the transaction that does the work (repos.inTransaction). */
export async function idempotent<T>(
  tx: Repositories,
  userId: number,
  scope: string,
  key: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work()
  const seen = await tx.campaigns.findIdempotentResult(userId, scope, key)
  if (seen !== undefined) return seen as T
  const result = await work()
  await tx.campaigns.saveIdempotentResult(userId, scope, key, result)
  return result
}

export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const v = headers['idempotency-key']
  return typeof v === 'string' && v.length > 0 && v.length <= 128 ? v : undefined
}
