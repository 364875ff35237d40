// Runs the server's tests with Node's test runner through tsx. Node 20 does not expand globs
// given to --test, so we find server/**/__tests__/*.test.ts ourselves.
// Usage: node server/run-tests.mjs [--pg] [name-filter]
// --pg runs the same tests on PostgreSQL: inside a throwaway cluster (pg_virtualenv, fsync off: its
// data is gone after the run anyway) unless TEST_DATABASE_URL names a server already; the migrated,
// seeded template every test copies is built once here (server/__tests__/pg-databases.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverDir = path.dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const pg = args.includes('--pg')
const filter = args.find((a) => a !== '--pg')

function find(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) find(full, out)
    else if (entry.name.endsWith('.test.ts') && path.basename(dir) === '__tests__') out.push(full)
  }
  return out
}

/** pg_virtualenv's PG* variables as a URL. */
function urlFromPgEnv(env) {
  const user = encodeURIComponent(env.PGUSER || 'postgres')
  const password = env.PGPASSWORD ? `:${encodeURIComponent(env.PGPASSWORD)}` : ''
  return `postgresql://${user}${password}@${env.PGHOST || 'localhost'}:${env.PGPORT || 5432}/${env.PGDATABASE || 'postgres'}`
}

if (pg && !process.env.TEST_DATABASE_URL && !process.env.PGPORT) {
  // Re-run this script inside a throwaway cluster; it sets PGHOST, PGPORT, PGUSER, PGPASSWORD. -t: in a
  // temporary directory even as root, so runs side by side do not fight over the one "regress" cluster.
  // The server's log stays quiet: tests provoke constraint errors on purpose.
  const settings = [
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'max_connections=200',
    'log_min_messages=panic',
    'log_min_error_statement=panic',
    'log_checkpoints=off',
  ]
  const cluster = ['-t', ...settings.flatMap((s) => ['-o', s])]
  const result = spawnSync('pg_virtualenv', [...cluster, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
  })
  if (result.error)
    console.error(`--pg needs pg_virtualenv (Debian's postgresql-common): ${result.error.message}`)
  process.exit(result.status ?? 1)
}

const files = find(serverDir)
  .filter((f) => !filter || f.includes(filter))
  .sort()
if (files.length === 0) {
  console.error('no server test files found')
  process.exit(1)
}
const env = { ...process.env, NODE_ENV: 'test' }
// Test files two at a time: much of a server test waits on sockets, timers and the database, so a
// second file fills those waits even on two cores. SERVER_TEST_CONCURRENCY=1 runs them one by one.
const CONCURRENCY = Number(process.env.SERVER_TEST_CONCURRENCY) || 2
if (pg) {
  env.TEST_DATABASE_URL ||= urlFromPgEnv(process.env)
  env.TEST_PG_TEMPLATE = 'trip_test_template'
  const built = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, '__tests__', 'build-pg-template.ts'), env.TEST_PG_TEMPLATE],
    { stdio: 'inherit', env },
  )
  if (built.status !== 0) process.exit(built.status ?? 1)
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, ...files],
  {
    stdio: 'inherit',
    env,
  },
)
process.exit(result.status ?? 1)
