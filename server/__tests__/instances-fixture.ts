// One database for two server instances (issue 18, server/__tests__/instances*.test.ts): PostgreSQL when
// the suite runs on it (TEST_DATABASE_URL: a fresh database is made on that server and dropped at the
// end), else a SQLite file in a temporary directory (":memory:" would be one database per instance);
// the two instances listening on it, and requests to either from a client address of the test's.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app'
import { makeSiteDir } from './helpers'
import { listen } from './chat-fixtures'

export interface SharedDatabase {
  engine: 'postgres' | 'sqlite'
  /** What each instance's buildApp gets to open the shared database. */
  options: Pick<BuildAppOptions, 'dbFile' | 'databaseUrl'>
  drop(): Promise<void>
}

async function postgresDatabase(serverUrl: string): Promise<SharedDatabase> {
  const { default: pg } = await import('pg')
  const name = `trip_instances_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    engine: 'postgres',
    options: { databaseUrl: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

function sqliteDatabase(): SharedDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-instances-'))
  return {
    engine: 'sqlite',
    options: { dbFile: path.join(dir, 'trip.db') },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

export function sharedDatabase(): Promise<SharedDatabase> {
  const url = process.env.TEST_DATABASE_URL
  return url ? postgresDatabase(url) : Promise.resolve(sqliteDatabase())
}

export interface TwoInstances {
  apps: FastifyInstance[]
  /** Each instance's http://127.0.0.1:<port>. */
  bases: string[]
  close(): Promise<void>
}

/** Two instances (two buildApp) on one shared database, each listening on its own port. */
export async function twoInstances(options: BuildAppOptions): Promise<TwoInstances> {
  const db = await sharedDatabase()
  const siteDir = makeSiteDir()
  const apps: FastifyInstance[] = []
  const bases: string[] = []
  // One after the other: the first migrates and seeds, the second finds the database ready.
  for (let i = 0; i < 2; i++) {
    const app = buildApp({ ...db.options, env: 'test', logger: false, siteDir, ...options })
    apps.push(app)
    bases.push(await listen(app))
  }
  return {
    apps,
    bases,
    async close() {
      for (const app of apps) await app.close()
      await db.drop()
    },
  }
}

export type Answer = { status: number; body: Record<string, any> }

/** Each request from its own address, unless given one: the rate limit counts per client. */
export async function send(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  opts: { sid?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'x-forwarded-for':
      opts.ip ?? `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}`,
  }
  if (opts.sid) headers.authorization = opts.sid
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(base + url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  })
  const text = await res.text()
  let body: Record<string, any> = {}
  try {
    body = JSON.parse(text)
  } catch {
    body = { raw: text }
  }
  return { status: res.status, body }
}
