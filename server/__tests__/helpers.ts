// Shared test helpers: build the app on a fresh database (SQLite in memory, or a copy of the seeded
// PostgreSQL template when TEST_DATABASE_URL is set: pg-databases.ts), sign in, call with a session.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app'
import { freshDatabase, TEST_PG_URL } from './pg-databases'

/** The engine the server tests run on (`node server/run-tests.mjs --pg` for PostgreSQL). */
export const ON_POSTGRES = TEST_PG_URL !== null

// On PostgreSQL, the database standing in for each SQLite file a test named: apps given the same
// dbFile (a restart over the same data) share one database, as they share the file on SQLite.
const databaseOfFile = new Map<string, string>()

/**
 * A test app on a database of its own (or on the one a test names: dbFile, or databaseUrl for two
 * instances on one PostgreSQL database).
 */
export function testApp(options: BuildAppOptions = {}): FastifyInstance {
  const database: BuildAppOptions = TEST_PG_URL
    ? { databaseUrl: options.databaseUrl ?? pgDatabaseFor(TEST_PG_URL, options) }
    : { dbFile: options.dbFile ?? ':memory:' }
  return buildApp({ env: 'test', logger: false, siteDir: emptySiteDir(), ...options, ...database })
}

function pgDatabaseFor(base: string, { dbFile, env, seed }: BuildAppOptions): string {
  // The database plugin seeds the demo data itself, except in production and with seed off: those
  // start from an empty database, as on SQLite.
  const seeded = env !== 'production' && seed !== false
  if (dbFile === undefined || dbFile === ':memory:') return freshDatabase(base, { seeded })
  let url = databaseOfFile.get(dbFile)
  if (!url) databaseOfFile.set(dbFile, (url = freshDatabase(base, { seeded })))
  return url
}

/** Why a test is skipped on PostgreSQL: it is about the SQLite file itself. */
export const SQLITE_ONLY =
  ON_POSTGRES && 'about the SQLite file (WAL, its durability), not the server on PostgreSQL'

/** The settings production refuses to start without (docs/server.md, "Production configuration"). */
export const PRODUCTION_SETTINGS = { env: 'production', feApiSalt: 'test-only-production-salt' } as const

/** A directory that exists but holds no build, unless files are given. */
export function makeSiteDir(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-site-'))
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), content)
  }
  return dir
}

let empty: string | undefined
function emptySiteDir(): string {
  empty ??= path.join(os.tmpdir(), 'trip-site-none-' + process.pid)
  return empty
}

export type Json = Record<string, any>

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { body?: unknown; sid?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Record<string, unknown> }> {
  const inject: InjectOptions = { method, url, headers: { ...(opts.headers ?? {}) } }
  if (opts.sid) (inject.headers as Record<string, string>).authorization = opts.sid
  if (opts.body !== undefined) inject.payload = opts.body as InjectOptions['payload']
  const res = await app.inject(inject)
  let body: Json = {}
  try {
    body = res.json()
  } catch {
    body = { raw: res.body }
  }
  return { status: res.statusCode, body, headers: res.headers }
}

/** Signs in a demo user through the host-app login (demo-app-token-<id>). */
export async function loginAs(app: FastifyInstance, userId: number): Promise<string> {
  const res = await call(app, 'POST', '/api/v1/auth/app_login', {
    body: { userToken: `demo-app-token-${userId}` },
  })
  if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  return res.body.data.sessionId as string
}

/** Signs in a fresh user by phone with the test-mode code. */
export async function loginNew(app: FastifyInstance, n: number): Promise<{ sid: string; userId: number }> {
  const phone = `139${String(n).padStart(8, '0')}`
  const res = await call(app, 'POST', '/api/v1/auth/login', { body: { phone, code: '000000' } })
  if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  return { sid: res.body.data.sessionId, userId: res.body.data.user.id }
}

/** A summer-style campaign open from 2020 to 2099, for draw tests that bring their own prizes. */
export async function insertOpenCampaign(
  app: FastifyInstance,
  id: number,
  missWeight: number,
): Promise<void> {
  await app.db
    .insertInto('campaigns')
    .values({
      id,
      kind: 'summer2025',
      title: `test pool ${id}`,
      starts_at: '2020-01-01T00:00:00.000Z',
      ends_at: '2099-01-01T00:00:00.000Z',
      rules: '',
      miss_weight: missWeight,
      config_json: '{}',
    })
    .execute()
}

/** How many rows a table holds. */
export async function rowCount(
  app: FastifyInstance,
  table: keyof import('../db/schema').DB,
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const NOT_CHANGED_BY_REQUESTS = new Set(['rate_counters'])

/** A fingerprint of every table's content, to show that a rejected request changed nothing. */
export async function dbFingerprint(app: FastifyInstance): Promise<string> {
  // Views counted by earlier requests are written first: their interval's write is no rejected request's.
  await app.viewCounts.flush()
  const { sql } = await import('kysely')
  const crypto = await import('node:crypto')
  // The request counters (rate_counters) count every request by design, a refused one too: they are
  // the rate limit's books, not what a request changes.
  const tables = (await app.db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !NOT_CHANGED_BY_REQUESTS.has(name))
    .sort()
  const h = crypto.createHash('sha1')
  for (const name of tables) {
    const rows = await sql`SELECT * FROM ${sql.table(name)}`.execute(app.db)
    h.update(name + JSON.stringify(rows.rows))
  }
  return h.digest('hex')
}
