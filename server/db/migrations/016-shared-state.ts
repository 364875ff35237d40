// Issue 18: several server instances on one database, so what they share lives here, not in memory.
// - rate_counters: fixed-window counters (the API rate limit, collector and upload budgets, the
//   assistant's question budget). One row per counter key: its window (from its first count, epoch ms,
//   to expires_at) and what was used in it; an atomic upsert counts and starts a new window
//   (repositories/rate-counters.ts). Rows whose window is over are swept.
// - answer_parts: the parts of an answer being written, in the writer's numbering, so another
//   instance can replay them to a reader who resumes there and follow the new ones (docs/assistant.md).
// - messages.stop_requested: a stop asked on another instance than the writer's; the writer checks it.
// - messages.heartbeat_at: when the writer last said it is alive (ISO time); a 'streaming' answer whose
//   writer is silent is abandoned.
// Plain column types only, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_counters_expiry').on('rate_counters').column('expires_at').execute()

  await db.schema
    .createTable('answer_parts')
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('part_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_parts_pk', ['message_id', 'seq'])
    .execute()

  await db.schema
    .alterTable('messages')
    .addColumn('stop_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('messages').addColumn('heartbeat_at', 'text').execute()
}
