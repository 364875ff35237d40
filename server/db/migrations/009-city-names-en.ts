// English names of a journey's cities (issue 12 item 6): a reader with lang=en reads "Tokyo", not
// "东京". Kept beside the local names, position for position; an empty list (journeys written before,
// or a city with no English name) falls back to the local name.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['journeys', 'journey_days']) {
    await db.schema
      .alterTable(table)
      .addColumn('cities_en_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute()
  }
  await db.schema
    .alterTable('places')
    .addColumn('city_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}
