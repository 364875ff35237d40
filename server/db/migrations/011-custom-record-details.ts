// A custom record's visit date and photos (docs/checkin-records.md): when the traveller was at the place
// of their own (YYYY-MM-DD, optional) and up to nine photos, as a check-in record carries them. Rows
// written before have neither: no date and an empty list.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('custom_records').addColumn('visited_on', 'text').execute()
  await db.schema
    .alterTable('custom_records')
    .addColumn('photos_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
}
