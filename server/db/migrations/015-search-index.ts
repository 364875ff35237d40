// Issue 17: the catalogue index the embedded assistant searches (docs/assistant-embedded.md).
// - search_docs: one row per place, public journey, region and magazine article, with the fields an
//   answer shows and one lower-cased `body` to match. A plain table, so the LIKE path works on any SQL
//   database (PostgreSQL comes through Kysely in a later issue).
// - search_fts (SQLite only): an FTS5 table with the trigram tokenizer over the same rows, because
//   Chinese has no spaces to split words on; trigrams match any run of three or more characters.
// - search_meta + triggers (SQLite only): a write to the indexed tables marks the index stale and the
//   next search rebuilds it (the catalogue is a few thousand rows, a rebuild takes milliseconds), so
//   admin edits show up without every write path knowing about the index.
// On PostgreSQL there is no FTS5: search_docs alone, which the LIKE path serves
// (repositories/search/query.ts), and the same staleness triggers through one plpgsql function.
// The rows are written by server/repositories/search/index-builder.ts at startup, not here: at
// migration time a fresh database has no data yet.
import { PostgresAdapter, sql, SqliteAdapter, type Kysely } from 'kysely'

// What a write to an indexed table marks stale; UPDATE of journeys only when an indexed column changed.
const WATCHED: [string, string][] = [
  ['places', ''],
  ['journeys', 'OF title, title_en, summary, cities_json, cities_en_json, visibility, deleted_at'],
  ['journey_days', ''],
  ['regions', ''],
  ['magazine_articles', ''],
]

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_docs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('city_en', 'text', (c) => c.notNull())
    // "|成都|chengdu|": every city of the row, lower-cased, for an exact city filter with LIKE.
    .addColumn('cities', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('snippet', 'text', (c) => c.notNull())
    .addColumn('popularity', 'real', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('search_docs_kind').on('search_docs').columns(['kind', 'ref_id']).execute()
  await db.schema
    .createTable('search_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()
  await db.insertInto('search_meta').values({ key: 'stale', value: '1' }).execute()

  // Every write to a watched table marks the index stale: a trigger per table and operation, whose body
  // differs by engine (SQLite runs it inline; PostgreSQL calls a function, once per statement).
  let body: string
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `CREATE FUNCTION search_mark_stale() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
          `BEGIN UPDATE search_meta SET value = '1' WHERE key = 'stale'; RETURN NULL; END $$`,
      )
      .execute(db)
    body = 'FOR EACH STATEMENT EXECUTE FUNCTION search_mark_stale()'
  } else if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(names, body, tokenize = 'trigram')`.execute(db)
    body = "BEGIN UPDATE search_meta SET value = '1' WHERE key = 'stale'; END"
  } else {
    return
  }
  for (const [table, columns] of WATCHED) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      const when = op === 'UPDATE' && columns ? `UPDATE ${columns}` : op
      await sql
        .raw(`CREATE TRIGGER search_stale_${table}_${op.toLowerCase()} AFTER ${when} ON ${table} ${body}`)
        .execute(db)
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TABLE IF EXISTS search_fts`.execute(db)
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP FUNCTION IF EXISTS search_mark_stale CASCADE`.execute(db)
  }
  await db.schema.dropTable('search_meta').execute()
  await db.schema.dropTable('search_docs').execute()
}
