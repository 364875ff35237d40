// npm run bench: requests per second and p99 latency of GET /api/v1/web/journey/detail?id=1
// against a hello-world route of the same server (same plugins, hooks and envelope), in one
// run, as production runs it (env production, a SQLite file). Production refuses a database holding
// the demo accounts (their app tokens are in the source), so the demo journeys are written into a
// temporary file first and their owners' tokens taken away. Listens on 127.0.0.1 with a random port,
// runs each for BENCH_SECONDS (default 5), prints both and their ratios against issue 18's goals
// (detail at 0.4 or more of hello's throughput, p99 under 20 ms), exits 1 on errors.
// BENCH_REVALIDATE=1 adds the detail asked again with the ETag of the first answer (304s).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../app'
import { migrate, openDb, sqliteDialect } from '../db/database'
import { seedIfEmpty } from '../seed'

const SECONDS = Number(process.env.BENCH_SECONDS || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const DETAIL = '/api/v1/web/journey/detail?id=1'
const GOALS = { ratio: 0.4, p99Ms: 20 }

async function measure(base: string, label: string, urlPath: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url: base + urlPath, connections: CONNECTIONS, duration: SECONDS, headers })
  const expected = headers['if-none-match'] ? 304 : 200
  const unexpected = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0)
  return {
    label,
    rps: r.requests.average,
    p99: r.latency.p99,
    total: r.requests.total,
    errors: r.errors + unexpected,
  }
}

/** The demo data in a file production accepts: journeys kept, no account anyone can sign in as. */
async function productionShapedDb(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(process.env.BENCH_DIR || os.tmpdir(), 'bench-api-'))
  const file = path.join(dir, 'bench.db')
  const db = openDb(sqliteDialect(file))
  await migrate(db)
  await seedIfEmpty(db, { demo: true })
  await db.updateTable('users').set({ app_user_token: null }).execute()
  await db.destroy()
  return file
}

async function main() {
  const app = buildApp({
    dbFile: await productionShapedDb(),
    env: 'production',
    logger: false,
    bench: true,
    rateLimit: false,
    // Production refuses the salt published in the source; the benchmark signs nothing.
    feApiSalt: 'bench-only-salt',
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const base = `http://127.0.0.1:${port}`
  console.log(`benchmark: ${CONNECTIONS} connections, ${SECONDS}s per route, ${base}`)
  // A short warm-up so the JIT and SQLite page cache do not count against the first route.
  await autocannon({ url: base + DETAIL, connections: 2, duration: 1 })
  const hello = await measure(base, 'hello', '/api/v1/__hello')
  const detail = await measure(base, 'journey detail', DETAIL)
  const rows = [hello, detail]
  if (process.env.BENCH_REVALIDATE === '1') {
    const etag = (await fetch(base + DETAIL)).headers.get('etag')
    if (etag) rows.push(await measure(base, 'journey detail, 304', DETAIL, { 'if-none-match': etag }))
  }
  await app.close()
  for (const m of rows)
    console.log(
      `${m.label.padEnd(22)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   (${m.total} requests, ${m.errors} errors)`,
    )
  const ratio = detail.rps / hello.rps
  const meets = (ok: boolean) => (ok ? 'meets' : 'MISSES')
  console.log(
    `ratio detail/hello: ${ratio.toFixed(3)} of the throughput (${meets(ratio >= GOALS.ratio)} the goal ${GOALS.ratio}), ` +
      `detail p99 ${detail.p99} ms (${meets(detail.p99 < GOALS.p99Ms)} the goal under ${GOALS.p99Ms} ms)`,
  )
  if (rows.some((m) => m.errors)) process.exitCode = 1
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
