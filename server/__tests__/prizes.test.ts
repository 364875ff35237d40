import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginNew, loginAs, insertOpenCampaign } from './helpers'

const POOL = 99

describe('prize draws under concurrency', () => {
  const app = testApp()
  const users: { sid: string; userId: number }[] = []
  after(() => app.close())

  before(async () => {
    await app.ready()
    await insertOpenCampaign(app, POOL, 0)
    await app.db
      .insertInto('prizes')
      .values([
        {
          id: 901,
          campaign_id: POOL,
          name: 'A',
          image: '',
          kind: 'coupon',
          stock: 30,
          initial_stock: 30,
          weight: 3,
          points_cost: 0,
          description: '',
        },
        {
          id: 902,
          campaign_id: POOL,
          name: 'B',
          image: '',
          kind: 'physical',
          stock: 20,
          initial_stock: 20,
          weight: 1,
          points_cost: 0,
          description: '',
        },
      ])
      .execute()
    for (let i = 0; i < 20; i++) {
      const u = await loginNew(app, 5000 + i)
      users.push(u)
      await app.db
        .insertInto('user_campaigns')
        .values({ user_id: u.userId, campaign_id: POOL, chances_earned: 10, chances_used: 0, points: 0 })
        .execute()
    }
  })

  test('200 concurrent draws at a pool of 50 give exactly 50 prizes and leave stock at 0', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(app, 'POST', '/api/v1/draw_lottery', { sid: users[i % 20].sid, body: { activityId: POOL } }),
      ),
    )
    // No miss weight: every draw wins until the pool is empty, then the rest are refused out of stock
    // with their chances kept (issue 15).
    const won = results.filter((r) => r.status === 200 && r.body.code === 0)
    const refused = results.filter((r) => r.status === 409 && r.body.code === 40906)
    assert.equal(won.length + refused.length, 200, 'every draw is answered')
    assert.ok(won.every((r) => r.body.data.won))
    assert.equal(won.length, 50)
    const stock = await app.db
      .selectFrom('prizes')
      .select(['id', 'stock'])
      .where('campaign_id', '=', POOL)
      .execute()
    assert.deepEqual(
      stock.map((s) => s.stock),
      [0, 0],
    )
    const given = await app.db
      .selectFrom('user_prizes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', POOL)
      .executeTakeFirstOrThrow()
    assert.equal(Number(given.n), 50)
    const used = await app.db
      .selectFrom('user_campaigns')
      .select((eb) => eb.fn.sum<number>('chances_used').as('n'))
      .where('campaign_id', '=', POOL)
      .executeTakeFirstOrThrow()
    assert.equal(Number(used.n), 50)
  })

  test('a draw without chances left is refused with 409 and changes nothing', async () => {
    await app.db
      .updateTable('user_campaigns')
      .set((eb) => ({ chances_used: eb.ref('chances_earned') }))
      .where('user_id', '=', users[0].userId)
      .where('campaign_id', '=', POOL)
      .execute()
    const r = await call(app, 'POST', '/api/v1/draw_lottery', {
      sid: users[0].sid,
      body: { activityId: POOL },
    })
    assert.equal(r.status, 409)
    assert.equal(r.body.code, 40901)
  })

  test('a prize is redeemed or transferred once under 40 concurrent requests', async () => {
    // Whoever drew a coupon (no address needed to redeem it) races against themselves.
    const row = await app.db
      .selectFrom('user_prizes')
      .selectAll()
      .where('campaign_id', '=', POOL)
      .where('prize_id', '=', 901)
      .where('status', '=', 'won')
      .executeTakeFirstOrThrow()
    const owner = users.find((u) => u.userId === row.user_id)!
    const coupon = { id: row.id }
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 2
        ? call(app, 'POST', '/api/v1/redeem_prize', { sid: owner.sid, body: { userPrizeId: coupon.id } })
        : call(app, 'POST', '/api/v1/transfer_prize', { sid: owner.sid, body: { userPrizeId: coupon.id } }),
    )
    const results = await Promise.all(calls)
    const ok = results.filter((r) => r.body.code === 0)
    assert.equal(ok.length, 1)
    assert.ok(
      results
        .filter((r) => r.body.code !== 0)
        // 40912 once it was redeemed, 40902 once it is being transferred.
        .every((r) => r.status === 409 && [40902, 40912].includes(r.body.code)),
    )
  })

  test('a transfer link is accepted by exactly one of ten friends racing for it', async () => {
    const row = await app.db
      .selectFrom('user_prizes')
      .selectAll()
      .where('campaign_id', '=', POOL)
      .where('status', '=', 'won')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const owner = users.find((u) => u.userId === row.user_id)!
    const mine = { id: row.id }
    const t = await call(app, 'POST', '/api/v1/transfer_prize', {
      sid: owner.sid,
      body: { userPrizeId: mine.id },
    })
    assert.equal(t.body.code, 0)
    const token = t.body.data.token
    const self = await call(app, 'POST', '/api/v1/accept_prize', { sid: owner.sid, body: { token } })
    assert.equal(self.body.code, 40903)
    const friends = users.filter((u) => u !== owner).slice(0, 10)
    const results = await Promise.all(
      friends.map((u) => call(app, 'POST', '/api/v1/accept_prize', { sid: u.sid, body: { token } })),
    )
    assert.equal(results.filter((r) => r.body.code === 0).length, 1)
    const winner = results.find((r) => r.body.code === 0)!
    assert.equal(winner.body.data.source, 'transfer')
    assert.equal(winner.body.data.status, 'won')
    const view = await call(app, 'GET', `/api/v1/get_prize?token=${token}`)
    assert.equal(view.body.data.status, 'accepted')
  })
})

describe('idempotent retries', () => {
  const app = testApp()
  after(() => app.close())

  test('a retried draw with the same Idempotency-Key returns the first result and uses one chance', async () => {
    const sid = await loginAs(app, 1)
    await call(app, 'POST', '/api/v1/summer/do-task', { sid, body: { taskKey: 'daily_checkin' } })
    await call(app, 'POST', '/api/v1/summer/do-task', { sid, body: { taskKey: 'view_summer_journey' } })
    const headers = { 'idempotency-key': 'draw-abc-1' }
    const first = await call(app, 'POST', '/api/v1/draw_lottery', { sid, headers, body: {} })
    const again = await call(app, 'POST', '/api/v1/draw_lottery', { sid, headers, body: {} })
    assert.equal(first.body.code, 0)
    assert.deepEqual(again.body.data, first.body.data)
    const info = await call(app, 'GET', '/api/v1/activity/lottery_user_info', { sid })
    assert.equal(info.body.data.chancesUsed, 1)
    assert.equal(info.body.data.chancesLeft, 1)
  })

  test('a task is refused once its daily limit is reached', async () => {
    const sid = await loginAs(app, 2)
    assert.equal(
      (await call(app, 'POST', '/api/v1/summer/do-task', { sid, body: { taskKey: 'daily_checkin' } })).body
        .code,
      0,
    )
    const again = await call(app, 'POST', '/api/v1/summer/do-task', {
      sid,
      body: { taskKey: 'daily_checkin' },
    })
    assert.equal(again.status, 409)
    assert.equal(again.body.code, 40904)
  })
})
