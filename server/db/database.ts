// Opens the database through Kysely. SQLite (better-sqlite3) is the embedded default; PostgreSQL
// (server/db/postgres.ts) when the configuration holds a DATABASE_URL. The dialect is the only
// engine-specific piece here; docs/server.md "Database engines" says what else differs.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresAdapter, SqliteDialect, sql, type Dialect, type Migration } from 'kysely'
import type { DB } from './schema'
import { postgresDialect } from './postgres'
import { withStatementCache } from './sqlite-statements'
import * as m001 from './migrations/001-users'
import * as m002 from './migrations/002-journeys'
import * as m003 from './migrations/003-checkin'
import * as m004 from './migrations/004-campaigns'
import * as m005 from './migrations/005-content'
import * as m006 from './migrations/006-uploads'
import * as m007 from './migrations/007-invitations'
import * as m008 from './migrations/008-journey-saves'
import * as m009 from './migrations/009-city-names-en'
import * as m010 from './migrations/010-mini-identities'
import * as m011 from './migrations/011-custom-record-details'
import * as m012 from './migrations/012-prize-audit'
import * as m013 from './migrations/013-content-pages'
import * as m014 from './migrations/014-chat-answers'
import * as m015 from './migrations/015-search-index'
import * as m016 from './migrations/016-shared-state'
import * as m017 from './migrations/017-coedit'

export type Db = Kysely<DB>

// Versioned migrations, applied in name order and recorded in kysely_migration.
const MIGRATIONS: Record<string, Migration> = {
  '001-users': m001,
  '002-journeys': m002,
  '003-checkin': m003,
  '004-campaigns': m004,
  '005-content': m005,
  '006-uploads': m006,
  '007-invitations': m007,
  '008-journey-saves': m008,
  '009-city-names-en': m009,
  '010-mini-identities': m010,
  '011-custom-record-details': m011,
  '012-prize-audit': m012,
  '013-content-pages': m013,
  '014-chat-answers': m014,
  '015-search-index': m015,
  '016-shared-state': m016,
  '017-coedit': m017,
}

export function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new SqliteDialect({ database: withStatementCache(sqlite) })
}

export { postgresDialect }

export function openDb(dialect: Dialect): Db {
  return new Kysely<DB>({ dialect })
}

/** The one place the engine is chosen: PostgreSQL when a URL is configured, else the SQLite file. */
export function dialectFor(config: { databaseUrl: string | null; dbFile: string }): Dialect {
  return config.databaseUrl ? postgresDialect(config.databaseUrl) : sqliteDialect(config.dbFile)
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * After rows were written with explicit ids (the seeds, a test's fixtures), moves each identity
 * sequence past the largest id, so the next generated id does not collide. SQLite's autoincrement
 * follows max(id) by itself; nothing to do there.
 */
export async function syncIdSequences(db: Db): Promise<void> {
  if (!isPostgres(db)) return
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db)
  for (const { table_name: table, column_name: column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
      (SELECT coalesce(max(${sql.ref(column)}), 0) + 1 FROM ${sql.table(table)}), false)`.execute(db)
  }
}

export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
