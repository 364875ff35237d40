// Issue 17: answers are written while the reader watches (streamed), so a stored answer has a state.
// - messages.status: 'streaming' while the answer is written, then 'done', 'stopped' (the reader
//   stopped it, kept as far as it got) or 'failed'. Questions and earlier answers are 'done'.
// - messages.failure: why a failed answer failed ('provider_failed' | 'provider_timeout' |
//   'interrupted'), so a later resume tells the same story; null otherwise.
// Plain column types and defaults only, so the same migration runs on PostgreSQL.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('done'))
    .execute()
  await db.schema.alterTable('messages').addColumn('failure', 'text').execute()
}
