// Live co-editing (issue 19, docs/co-editing.md): a journey's itinerary is a Yjs document.
// - coedit_updates: the document's updates as they were applied, appended (one row per batch a room
//   wrote); on PostgreSQL a row's id is what NOTIFY carries to the other instances (payloads are capped
//   at 8000 bytes, an update is not).
// - coedit_snapshots: one compacted state per journey; compaction merges the updates into it and
//   deletes the merged rows, in one transaction.
// - coedit_tickets: short-lived, single-use tickets for the WebSocket (browsers cannot set headers on
//   one), in the database so a ticket made on one instance opens a socket on any other.
// - doc_key on journey_days and journey_items: the document's stable id of a day or item written back
//   by materialisation; rows written before have none and are known to the document as d<id> / i<id>.
// Plain column types only, so the same migration runs on SQLite and PostgreSQL.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coedit_updates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('journey_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('coedit_updates_journey')
    .on('coedit_updates')
    .columns(['journey_id', 'id'])
    .execute()

  await db.schema
    .createTable('coedit_snapshots')
    .addColumn('journey_id', 'integer', (c) => c.primaryKey())
    .addColumn('state', 'blob', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('coedit_tickets')
    .addColumn('ticket', 'text', (c) => c.primaryKey())
    .addColumn('journey_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('coedit_tickets_expiry').on('coedit_tickets').column('expires_at').execute()

  for (const table of ['journey_days', 'journey_items']) {
    await db.schema.alterTable(table).addColumn('doc_key', 'text').execute()
  }
}
