// npm run bench:draws (issue 15): 1,000 concurrent draws over HTTP against the real app on a temporary
// SQLite file, then the books are checked from the database: no negative stock; stock taken equals
// the prizes given by draws, the draws with a prize and the audit 'draw' rows with a prize; every
// successful answer has its draw row and its audit row; chances used equal successful draws.
// Prints duration, draws/s, p50/p99 latency and stock before/after; exits 1 on any mismatch.
// Not part of npm test. BENCH_DRAWS (default 1000) users with one chance each, so the per-user rate
// limit (10 a minute) is not what is measured; the pool (300) is smaller than the draws.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { insertDrawers, insertDrawPool } from './draw-pool'

const DRAWS = Number(process.env.BENCH_DRAWS || 1000)
const CAMPAIGN = 500
const PRIZES = [
  { id: 5001, stock: 150, weight: 5, kind: 'coupon' },
  { id: 5002, stock: 100, weight: 3, kind: 'virtual' },
  { id: 5003, stock: 50, weight: 2, kind: 'physical' },
]
const MISS_WEIGHT = 1

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main() {
  // BENCH_DIR puts the database elsewhere (/dev/shm: no disk sync, to tell fsync from the rest).
  const dir = fs.mkdtempSync(path.join(process.env.BENCH_DIR || os.tmpdir(), 'bench-draws-'))
  const app = buildApp({
    dbFile: path.join(dir, 'bench.db'),
    env: 'production',
    logger: false,
    rateLimit: false,
    feApiSalt: 'bench-only-salt',
  })
  await app.ready()
  const db = app.db
  await insertDrawPool(db, {
    campaignId: CAMPAIGN,
    title: 'bench pool',
    missWeight: MISS_WEIGHT,
    prizes: PRIZES,
  })
  // The drawers are written ahead, as the two-instance test writes them (bench/draw-pool.ts).
  const sids = (
    await insertDrawers(db, { campaignId: CAMPAIGN, count: DRAWS, label: 'bench', phonePrefix: '150' })
  ).map((u) => u.sid)
  const stockBefore = PRIZES.reduce((s, p) => s + p.stock, 0)

  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const url = `http://127.0.0.1:${port}/api/v1/draw_lottery`
  console.log(
    `bench:draws: ${DRAWS} concurrent draws, ${DRAWS} users x 1 chance, pool ${stockBefore}, miss weight ${MISS_WEIGHT}, ${url}`,
  )

  const latencies: number[] = []
  const started = performance.now()
  const answers = await Promise.all(
    sids.map(async (sid) => {
      const t0 = performance.now()
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: sid, 'content-type': 'application/json', connection: 'keep-alive' },
        body: JSON.stringify({ activityId: CAMPAIGN }),
      })
      const body = (await res.json()) as { code: number; data: { drawId: number; won: boolean } | null }
      latencies.push(performance.now() - t0)
      return { status: res.status, body }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  await app.close()

  // The books, from the database (reopened by a fresh app on the same file, no listening).
  const check = buildApp({
    dbFile: path.join(dir, 'bench.db'),
    env: 'production',
    logger: false,
    feApiSalt: 'x',
  })
  await check.ready()
  const q = check.db
  const n = async (p: Promise<{ n: number | string | bigint } | undefined>) => Number((await p)?.n ?? 0)
  const prizes = await q.selectFrom('prizes').selectAll().where('campaign_id', '=', CAMPAIGN).execute()
  const stockAfter = prizes.reduce((s, p) => s + p.stock, 0)
  const minStock = Math.min(...prizes.map((p) => p.stock))
  const given = await n(
    q
      .selectFrom('user_prizes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', CAMPAIGN)
      .where('source', '=', 'draw')
      .executeTakeFirst(),
  )
  const draws = await q
    .selectFrom('draws')
    .select(['id', 'prize_id'])
    .where('campaign_id', '=', CAMPAIGN)
    .execute()
  const audit = await q
    .selectFrom('prize_audit')
    .select(['prize_id', 'detail_json'])
    .where('campaign_id', '=', CAMPAIGN)
    .where('action', '=', 'draw')
    .execute()
  const used = await n(
    q
      .selectFrom('user_campaigns')
      .select((eb) => eb.fn.sum<number>('chances_used').as('n'))
      .where('campaign_id', '=', CAMPAIGN)
      .executeTakeFirst(),
  )
  await check.close()
  fs.rmSync(dir, { recursive: true, force: true })

  const ok = answers.filter((a) => a.status === 200 && a.body.code === 0)
  const outOfStock = answers.filter((a) => a.status === 409 && a.body.code === 40906)
  const other = answers.length - ok.length - outOfStock.length
  const wonHttp = ok.filter((a) => a.body.data?.won).length
  const drawIds = new Set(draws.map((d) => d.id))
  const auditDrawIds = new Set(audit.map((a) => (JSON.parse(a.detail_json) as { drawId: number }).drawId))
  const sorted = latencies.sort((a, b) => a - b)

  console.log(`duration ${seconds.toFixed(2)} s, ${(DRAWS / seconds).toFixed(0)} draws/s`)
  console.log(
    `latency p50 ${pct(sorted, 50).toFixed(0)} ms, p99 ${pct(sorted, 99).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`,
  )
  console.log(
    `answers: ${ok.length} drawn (${wonHttp} won, ${ok.length - wonHttp} missed), ${outOfStock.length} out of stock, ${other} other`,
  )
  console.log(`stock before ${stockBefore}, after ${stockAfter} (min per prize ${minStock})`)
  console.log(
    `taken ${stockBefore - stockAfter} = user prizes from draws ${given} = draws with a prize ${draws.filter((d) => d.prize_id).length} = audit draw rows with a prize ${audit.filter((a) => a.prize_id).length} = HTTP wins ${wonHttp}`,
  )
  console.log(
    `draw rows ${draws.length}, audit draw rows ${audit.length}, chances used ${used}, successful answers ${ok.length}`,
  )

  const failures: string[] = []
  const expect = (cond: boolean, what: string) => cond || failures.push(what)
  expect(minStock >= 0, 'negative stock')
  expect(stockBefore - stockAfter === given, 'stock taken != user prizes from draws')
  expect(given === draws.filter((d) => d.prize_id).length, 'user prizes != draws with a prize')
  expect(given === audit.filter((a) => a.prize_id).length, 'user prizes != audit draw rows with a prize')
  expect(given === wonHttp, 'user prizes != HTTP wins')
  expect(draws.length === ok.length && audit.length === ok.length, 'draw or audit rows != successful answers')
  expect(used === ok.length, 'chances used != successful answers')
  expect(
    ok.every((a) => drawIds.has(a.body.data!.drawId) && auditDrawIds.has(a.body.data!.drawId)),
    'a successful answer without its draw row or audit row',
  )
  expect(other === 0, `${other} answers neither a draw nor out of stock`)
  expect(stockAfter === 0 || outOfStock.length === 0, 'refused out of stock while stock was left')
  if (failures.length) {
    console.error(`MISMATCH: ${failures.join('; ')}`)
    process.exitCode = 1
  } else console.log('books balance: OK')
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
