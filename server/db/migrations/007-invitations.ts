// Co-editor invitations (issue 7): a code the owner hands out; whoever opens it and signs in can join
// the journey as a co-editor until it expires.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('journey_invitations')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('journey_id', 'integer', (c) => c.notNull().references('journeys.id'))
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  // The owner's "invite" reuses a live invitation of the same journey and inviter: looked up by both.
  await db.schema
    .createIndex('journey_invitations_journey_inviter')
    .on('journey_invitations')
    .columns(['journey_id', 'inviter_id'])
    .execute()
}
