// Issue 16: the content pages' data lives in the database, so operators change it without a release.
// - image_campaigns: one row per img/<key> page, its whole content as JSON (types/api/content.ts
//   ImageCampaign), replaced as a whole by the operators' endpoint.
// - food_trail: the curated food places of the "follow your mouth" trail, per city, in order.
// - food_checkins: "I ate here", once per reader and place (the unique index makes repeats and
//   concurrent taps one row).
// - content_audit: who changed which content page or article, and when (docs/content.md).
// Plain column types and constraints only, so the same migration runs on PostgreSQL.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('image_campaigns')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('food_trail')
    .addColumn('place_id', 'integer', (c) => c.primaryKey().references('places.id'))
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('blurb', 'text', (c) => c.notNull())
    .addColumn('blurb_en', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('food_trail_city').on('food_trail').columns(['city_code', 'seq']).execute()

  await db.schema
    .createTable('food_checkins')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('food_checkins_unique', ['user_id', 'place_id'])
    .execute()

  await db.schema
    .createTable('content_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}
