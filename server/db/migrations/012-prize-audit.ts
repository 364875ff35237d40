// Issue 15: chances come only from the rules, and every prize movement leaves a trace.
// - prize_audit: one row per draw (hit or miss), per user prize created, per state change and per
//   operator change, written in the same transaction as the change (docs/business-rules.md "Audit log").
// - share_opens: a signed-in person opened a link someone shared (a journey, a wish, a campaign); the
//   evidence behind server-checked tasks and wish chances. One row per (kind, target, sharer, opener).
// - campaign_tasks.check_kind: 'server' tasks need such evidence, 'self' tasks are limited per day.
// - wishes.day: the calendar day a wish was made on (one wish per user and day).
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prize_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('campaign_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_prize_id', 'integer')
    .addColumn('prize_id', 'integer')
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('detail_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'prize_audit_action',
      sql`action IN ('draw', 'grant', 'redeem', 'bind', 'transfer', 'accept', 'exchange', 'expire', 'admin')`,
    )
    .execute()
  await sql`CREATE INDEX prize_audit_campaign ON prize_audit (campaign_id, id)`.execute(db)
  await sql`CREATE INDEX prize_audit_user ON prize_audit (user_id, id)`.execute(db)
  await sql`CREATE INDEX prize_audit_user_prize ON prize_audit (user_prize_id)`.execute(db)

  await db.schema
    .createTable('share_opens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('sharer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('opener_id', 'integer', (c) => c.notNull().references('users.id'))
    // 1 when this open earned the sharer a chance by itself (wish opens); task evidence is claimed later.
    .addColumn('granted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addUniqueConstraint('share_opens_unique', ['kind', 'target_id', 'sharer_id', 'opener_id'])
    .execute()
  await sql`CREATE INDEX share_opens_sharer ON share_opens (sharer_id, kind, day)`.execute(db)

  await db.schema
    .alterTable('campaign_tasks')
    .addColumn('check_kind', 'text', (c) => c.notNull().defaultTo('self'))
    .execute()
  await db
    .updateTable('campaign_tasks')
    .set({ check_kind: 'server' })
    .where('key', 'in', ['invite_friend', 'share_journey', 'light_up_city'])
    .execute()

  await db.schema.alterTable('wishes').addColumn('day', 'text').execute()
  // Rows made before have no day (NULLs are distinct), so the index holds from now on.
  await sql`CREATE UNIQUE INDEX wishes_user_day ON wishes (user_id, day)`.execute(db)
  // The per-user draw rate limit counts a user's recent draws.
  await sql`CREATE INDEX draws_user_time ON draws (user_id, created_at)`.execute(db)
}
