// "Save to my trips": which traveller saved which journey, once each.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('journey_saves')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('journey_id', 'integer', (c) => c.notNull().references('journeys.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('journey_saves_pk', ['user_id', 'journey_id'])
    .execute()
}
