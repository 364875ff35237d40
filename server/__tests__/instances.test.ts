// Issue 18: any instance answers any request, because what they share lives in the database. Two
// server instances (two buildApp) on one database (PostgreSQL when the suite runs on it, else a
// SQLite file: instances-fixture.ts), each listening on its own port: sessions, 1,000 concurrent
// draws fired across both, redeem races, the rate limit and client budgets. The assistant's answers
// across instances: instances-chat.test.ts.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { insertDrawers, insertDrawPool } from '../bench/draw-pool'
import { send, twoInstances, type TwoInstances } from './instances-fixture'

const CAMPAIGN = 700
const PRIZES = [
  { id: 7001, stock: 150, weight: 5, kind: 'coupon' },
  { id: 7002, stock: 100, weight: 3, kind: 'virtual' },
  { id: 7003, stock: 50, weight: 2, kind: 'physical' },
]
const DRAWS = 1000
const RATE_LIMIT = 5

describe('two server instances on one database', () => {
  let instances: TwoInstances
  const apps: FastifyInstance[] = []
  const bases: string[] = []
  const users: { id: number; sid: string }[] = []

  before(async () => {
    instances = await twoInstances({
      rateLimit: RATE_LIMIT,
      trustProxy: ['127.0.0.1'],
      telemetry: { ratePerMinute: 2 },
    })
    apps.push(...instances.apps)
    bases.push(...instances.bases)
    await seedDraws(apps[0])
  })

  after(() => instances?.close())

  async function seedDraws(app: FastifyInstance) {
    await insertDrawPool(app.db, {
      campaignId: CAMPAIGN,
      title: 'two instances',
      missWeight: 1,
      prizes: PRIZES,
    })
    users.push(
      ...(await insertDrawers(app.db, {
        campaignId: CAMPAIGN,
        count: DRAWS,
        label: 'instances',
        phonePrefix: '151',
      })),
    )
  }

  test('a session made on one instance is valid on the other, and signing out on either ends it', async () => {
    const phone = '15299990001'
    const login = await send(bases[0], 'POST', '/api/v1/auth/login', { body: { phone, code: '000000' } })
    assert.equal(login.body.code, 0)
    const sid = login.body.data.sessionId as string
    const me = await send(bases[1], 'GET', '/api/v1/user/me/v2', { sid })
    assert.equal(me.status, 200)
    assert.equal(me.body.data.id, login.body.data.user.id)
    assert.equal((await send(bases[1], 'POST', '/api/v1/auth/logout', { sid })).body.code, 0)
    assert.equal((await send(bases[0], 'GET', '/api/v1/user/me/v2', { sid })).status, 401)
  })

  test('1,000 concurrent draws across both instances keep every stock exact', async () => {
    const answers = await Promise.all(
      users.map((u, i) =>
        send(bases[i % 2], 'POST', '/api/v1/draw_lottery', { sid: u.sid, body: { activityId: CAMPAIGN } }),
      ),
    )
    const drawn = answers.filter((a) => a.status === 200 && a.body.code === 0)
    const outOfStock = answers.filter((a) => a.status === 409 && a.body.code === 40906)
    assert.equal(drawn.length + outOfStock.length, DRAWS, 'every draw is answered: a draw or out of stock')
    const won = drawn.filter((a) => a.body.data.won).length

    const q = apps[1].db
    const prizes = await q.selectFrom('prizes').selectAll().where('campaign_id', '=', CAMPAIGN).execute()
    const given = await q
      .selectFrom('user_prizes')
      .select(['prize_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('campaign_id', '=', CAMPAIGN)
      .groupBy('prize_id')
      .execute()
    const givenOf = (id: number) => Number(given.find((g) => g.prize_id === id)?.n ?? 0)
    for (const p of prizes) {
      assert.ok(p.stock >= 0, `prize ${p.id} stock ${p.stock}`)
      assert.equal(givenOf(p.id) + p.stock, p.initial_stock, `prize ${p.id}: won + remaining = initial`)
    }
    assert.equal(
      given.reduce((s, g) => s + Number(g.n), 0),
      won,
    )
    const draws = await q
      .selectFrom('draws')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', CAMPAIGN)
      .executeTakeFirstOrThrow()
    assert.equal(Number(draws.n), drawn.length)
    const used = await q
      .selectFrom('user_campaigns')
      .select((eb) => eb.fn.sum<number>('chances_used').as('n'))
      .where('campaign_id', '=', CAMPAIGN)
      .executeTakeFirstOrThrow()
    assert.equal(Number(used.n), drawn.length)
  })

  test('a won prize raced for on both instances is redeemed exactly once', async () => {
    const row = await apps[0].db
      .selectFrom('user_prizes')
      .selectAll()
      .where('campaign_id', '=', CAMPAIGN)
      .where('prize_id', '=', 7001)
      .where('status', '=', 'won')
      .executeTakeFirstOrThrow()
    const owner = users.find((u) => u.id === row.user_id)!
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(bases[i % 2], 'POST', '/api/v1/redeem_prize', { sid: owner.sid, body: { userPrizeId: row.id } }),
      ),
    )
    assert.equal(answers.filter((a) => a.body.code === 0).length, 1)
    assert.ok(
      answers.filter((a) => a.body.code !== 0).every((a) => a.status === 409 && a.body.code === 40912),
    )
    const redeemed = await apps[1].db
      .selectFrom('user_prizes')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    assert.equal(redeemed.status, 'redeemed')
  })

  test('the rate limit spent on one instance is spent on the other', async () => {
    const ip = '10.250.0.1'
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMIT; i++) {
      const url = `/api/v1/summer/task-status?activityId=${CAMPAIGN}`
      statuses.push((await send(bases[i % 2], 'GET', url, { ip })).status)
    }
    // The sixth, whichever instance gets it, is refused.
    assert.deepEqual(statuses, [...Array(RATE_LIMIT).fill(200), 429])
  })

  test("a client's collector budget spent on one instance is spent on the other", async () => {
    const ip = '10.250.0.2'
    const report = (base: string) => send(base, 'POST', '/tracker/collect', { ip, body: { event: 'x' } })
    assert.equal((await report(bases[0])).status, 200)
    assert.equal((await report(bases[1])).status, 200)
    const third = await report(bases[0])
    assert.equal(third.status, 429)
    assert.equal(third.body.code, 42900)
  })
})
