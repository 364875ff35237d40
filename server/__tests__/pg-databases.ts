// Test databases on PostgreSQL, used when TEST_DATABASE_URL (or DATABASE_URL) is set
// (`node server/run-tests.mjs --pg` sets it). Migrating and seeding takes seconds, so it is done once,
// into template databases (<name> with the demo seed, <name>_bare migrated only, for apps that start
// on an empty database: production, seed off); each app or fixture gets its own copy (CREATE DATABASE
// ... TEMPLATE),
// so tests stay as isolated as they are on SQLite's fresh in-memory databases. run-tests.mjs builds the
// template before the run and names it in TEST_PG_TEMPLATE; a test process started another way builds
// one of its own on first use. The copies are dropped when the test process exits.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { migrate, openDb, postgresDialect, syncIdSequences } from '../db/database'
import { seedIfEmpty } from '../seed'
import { isSearchIndexStale, rebuildSearchIndex } from '../repositories/search/index-builder'

/** The server the tests use, or null: the tests run on SQLite. */
export const TEST_PG_URL: string | null = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null

/** The same server, another database on it. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs statements one by one (CREATE and DROP DATABASE refuse to run inside a transaction). */
const psql = (base: string, statements: string[]) =>
  execFileSync(
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', base, ...statements.flatMap((s) => ['-c', s])],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )

/** (Re)builds both templates: every migration, and in <name> the demo seed with its index built. */
export async function buildTemplates(base: string, name: string): Promise<void> {
  await buildTemplate(base, name, true)
  await buildTemplate(base, `${name}_bare`, false)
}

async function buildTemplate(base: string, name: string, seeded: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    // C collation: text sorts by code point, as on SQLite, whatever the cluster's locale.
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'`)
  } finally {
    await admin.end()
  }
  const db = openDb(postgresDialect(databaseUrl(base, name), { max: 1 }))
  try {
    await migrate(db)
    if (seeded) {
      await seedIfEmpty(db)
      await syncIdSequences(db)
      if (await isSearchIndexStale(db)) await rebuildSearchIndex(db)
    }
  } finally {
    await db.destroy()
  }
}

let template: string | undefined
/** Every database this process made (the template too when it built one), dropped at exit. */
const made: string[] = []
let dropOnExit = false

function templateName(base: string): string {
  template ??= process.env.TEST_PG_TEMPLATE
  if (!template) {
    template = `trip_tpl_${process.pid}`
    made.push(template, `${template}_bare`)
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-pg-template.ts')
    execFileSync(process.execPath, ['--import', 'tsx', script, template], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: base },
    })
  }
  return template
}

/**
 * A new database, a copy of a template, for one app or fixture; its URL. Synchronous, because
 * testApp() hands back its app at once (the database plugin connects when the app starts). A copy
 * takes about a third of a second, so after the first one a couple more are made in the background
 * while the tests run, and the next call usually finds one ready.
 */
export function freshDatabase(base: string, { seeded = true }: { seeded?: boolean } = {}): string {
  const from = seeded ? templateName(base) : `${templateName(base)}_bare`
  if (!dropOnExit) {
    dropOnExit = true
    process.once('exit', () => dropAll(base))
  }
  const spare = (spares[from] ??= { ready: [], making: 0 })
  let name = spare.ready.shift()
  if (!name) {
    name = newName()
    psql(base, [createStatement(name, from)])
  }
  while (spare.ready.length + spare.making < AHEAD) makeSpare(base, from, spare)
  return databaseUrl(base, name)
}

const AHEAD = 2
const spares: Record<string, { ready: string[]; making: number }> = {}
let adminPool: pg.Pool | undefined

function newName(): string {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`
  made.push(name)
  return name
}

// FILE_COPY copies the template's files: faster than the default (WAL_LOG) for databases this small.
const createStatement = (name: string, from: string) =>
  `CREATE DATABASE "${name}" TEMPLATE "${from}" STRATEGY FILE_COPY`

function makeSpare(base: string, from: string, spare: { ready: string[]; making: number }): void {
  // allowExitOnIdle: a spare still unused never keeps the test process alive.
  if (!adminPool) {
    adminPool = new pg.Pool({ connectionString: base, max: 1, allowExitOnIdle: true })
    adminPool.on('error', () => {})
  }
  const name = newName()
  spare.making += 1
  adminPool.query(createStatement(name, from)).then(
    () => {
      spare.making -= 1
      spare.ready.push(name)
    },
    () => {
      spare.making -= 1
    },
  )
}

function dropAll(base: string): void {
  const drops = made.splice(0).reverse()
  if (!drops.length) return
  try {
    psql(
      base,
      drops.map((n) => `DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`),
    )
  } catch {
    // A throwaway cluster (pg_virtualenv) goes with its databases anyway.
  }
}
