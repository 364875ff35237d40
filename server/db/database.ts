// Opens the database through Kysely. SQLite (better-sqlite3) is the embedded default; the
// dialect is the only SQLite-specific piece, so PostgreSQL plugs in by passing another dialect.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect, type Dialect, type Migration } from 'kysely'
import type { DB } from './schema'
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
}

export function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new SqliteDialect({ database: sqlite })
}

export function openDb(dialect: Dialect): Db {
  return new Kysely<DB>({ dialect })
}

export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
