// Shared test helpers: build the app on an in-memory database, sign in, call with a session.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app'

export function testApp(options: BuildAppOptions = {}): FastifyInstance {
  return buildApp({ dbFile: ':memory:', env: 'test', logger: false, siteDir: emptySiteDir(), ...options })
}

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

/** A fingerprint of every table's content, to show that a rejected request changed nothing. */
export async function dbFingerprint(app: FastifyInstance): Promise<string> {
  const { sql } = await import('kysely')
  const crypto = await import('node:crypto')
  const tables = await sql<{
    name: string
  }>`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`.execute(app.db)
  const h = crypto.createHash('sha1')
  for (const { name } of tables.rows) {
    const rows = await sql`SELECT * FROM ${sql.table(name)}`.execute(app.db)
    h.update(name + JSON.stringify(rows.rows))
  }
  return h.digest('hex')
}
