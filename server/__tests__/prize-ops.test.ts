// Issue 15: operator endpoints, the prize audit log and the distinct refusal codes.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, loginNew, insertOpenCampaign, dbFingerprint } from './helpers'

const api = (p: string) => `/api/v1/${p}`

describe('operators', () => {
  const app = testApp()
  let admin = ''
  let user = ''
  before(async () => {
    admin = await loginAs(app, 3)
    user = await loginAs(app, 1)
  })
  after(() => app.close())

  test('a traveller is refused the operator endpoints with 403 and nothing changes', async () => {
    const fp = await dbFingerprint(app)
    for (const [m, p, body] of [
      ['POST', 'admin/prize/update', { prizeId: 1, stock: 0 }],
      ['POST', 'admin/campaign/update', { campaignId: 1, missWeight: 0 }],
      ['GET', 'admin/prize/audit', undefined],
    ] as const) {
      const r = await call(app, m, api(p), { sid: user, body })
      assert.equal(r.status, 403, p)
    }
    assert.equal(await dbFingerprint(app), fp)
  })

  test('an operator sets stock and weight, answered as the Prize view, audited', async () => {
    const r = await call(app, 'POST', api('admin/prize/update'), {
      sid: admin,
      body: { prizeId: 2, stock: 7, weight: 9 },
    })
    assert.equal(r.body.code, 0)
    assert.equal(r.body.data.id, 2)
    assert.equal(r.body.data.stock, 7)
    const row = await app.db.selectFrom('prizes').selectAll().where('id', '=', 2).executeTakeFirstOrThrow()
    assert.equal(row.weight, 9)
    // initial_stock moves with stock, so initial - stock still counts what was given.
    assert.equal(row.initial_stock - row.stock, 0)
    const only = await call(app, 'POST', api('admin/prize/update'), { sid: admin, body: { prizeId: 2 } })
    assert.equal(only.body.data.stock, 7)
    const audit = await call(app, 'GET', api('admin/prize/audit?campaignId=1&limit=2'), { sid: admin })
    assert.equal(audit.body.code, 0)
    const [last, first] = audit.body.data
    assert.equal(first.action, 'admin')
    assert.equal(first.prizeId, 2)
    assert.equal(first.userId, 3)
    assert.deepEqual(first.detail, { stock: [100, 7], weight: [first.detail.weight[0], 9] })
    assert.equal(last.action, 'admin')
  })

  test("an operator sets a campaign's miss weight; an unknown campaign is 404", async () => {
    const r = await call(app, 'POST', api('admin/campaign/update'), {
      sid: admin,
      body: { campaignId: 1, missWeight: 12 },
    })
    assert.deepEqual(r.body.data, { campaignId: 1, missWeight: 12 })
    const c = await app.db.selectFrom('campaigns').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
    assert.equal(c.miss_weight, 12)
    const bad = await call(app, 'POST', api('admin/campaign/update'), {
      sid: admin,
      body: { campaignId: 4242, missWeight: 1 },
    })
    assert.equal(bad.status, 404)
  })

  test('the audit log filters by user and campaign', async () => {
    const r = await call(app, 'GET', api('admin/prize/audit?userId=3&campaignId=1&limit=50'), { sid: admin })
    assert.ok(r.body.data.length >= 3)
    assert.ok(r.body.data.every((a: any) => a.userId === 3 && a.campaignId === 1))
    const none = await call(app, 'GET', api('admin/prize/audit?userId=2'), { sid: admin })
    assert.deepEqual(none.body.data, [])
  })
})

describe('draws, prize states and their audit rows', () => {
  const app = testApp()
  const POOL = 77
  let a: { sid: string; userId: number }
  let b: { sid: string; userId: number }
  before(async () => {
    await app.ready()
    await insertOpenCampaign(app, POOL, 0)
    await app.db
      .insertInto('prizes')
      .values({
        id: 771,
        campaign_id: POOL,
        name: 'coupon',
        image: '',
        kind: 'coupon',
        stock: 2,
        initial_stock: 2,
        weight: 1,
        points_cost: 0,
        description: '',
      })
      .execute()
    a = await loginNew(app, 7701)
    b = await loginNew(app, 7702)
    for (const u of [a, b])
      await app.db
        .insertInto('user_campaigns')
        .values({ user_id: u.userId, campaign_id: POOL, chances_earned: 5, chances_used: 0, points: 0 })
        .execute()
  })
  after(() => app.close())

  const draw = (sid: string) => call(app, 'POST', api('draw_lottery'), { sid, body: { activityId: POOL } })
  const audit = (userId: number) =>
    app.db.selectFrom('prize_audit').selectAll().where('user_id', '=', userId).orderBy('id').execute()

  test('a draw writes its draw row, its user prize and the audit rows draw and grant', async () => {
    const r = await draw(a.sid)
    assert.equal(r.body.data.won, true)
    const rows = await audit(a.userId)
    assert.deepEqual(
      rows.map((x) => [x.action, x.user_prize_id, x.prize_id]),
      [
        ['grant', r.body.data.userPrize.id, 771],
        ['draw', r.body.data.userPrize.id, 771],
      ],
    )
    assert.equal(JSON.parse(rows[1].detail_json).drawId, r.body.data.drawId)
  })

  test('once the whole pool is gone a draw is refused out of stock and keeps its chance', async () => {
    assert.equal((await draw(b.sid)).body.data.won, true)
    const fp = await dbFingerprint(app)
    const r = await draw(b.sid)
    assert.equal(r.status, 409)
    assert.equal(r.body.code, 40906)
    assert.equal(await dbFingerprint(app), fp)
  })

  test('redeeming a redeemed prize is PRIZE_REDEEMED; a used transfer link is TRANSFER_TAKEN', async () => {
    const [upA] = await app.db.selectFrom('user_prizes').selectAll().where('user_id', '=', a.userId).execute()
    const ok = await call(app, 'POST', api('redeem_prize'), { sid: a.sid, body: { userPrizeId: upA.id } })
    assert.equal(ok.body.code, 0)
    for (const p of ['redeem_prize', 'bind_prize_asset']) {
      const again = await call(app, 'POST', api(p), {
        sid: a.sid,
        body: { userPrizeId: upA.id, account: 'acc-123' },
      })
      assert.equal(again.status, 409, p)
      assert.equal(again.body.code, 40912, p)
    }
    const [upB] = await app.db.selectFrom('user_prizes').selectAll().where('user_id', '=', b.userId).execute()
    const t = await call(app, 'POST', api('transfer_prize'), { sid: b.sid, body: { userPrizeId: upB.id } })
    assert.equal(t.body.data.link, `/web/activity/summer2025/records?acceptToken=${t.body.data.token}`)
    // In transfer, the prize is in another wrong state: PRIZE_STATE.
    const redeemMoving = await call(app, 'POST', api('redeem_prize'), {
      sid: b.sid,
      body: { userPrizeId: upB.id },
    })
    assert.equal(redeemMoving.body.code, 40902)
    const c = await loginNew(app, 7703)
    const d = await loginNew(app, 7704)
    const first = await call(app, 'POST', api('accept_prize'), {
      sid: c.sid,
      body: { token: t.body.data.token },
    })
    assert.equal(first.body.code, 0)
    const second = await call(app, 'POST', api('accept_prize'), {
      sid: d.sid,
      body: { token: t.body.data.token },
    })
    assert.equal(second.status, 409)
    assert.equal(second.body.code, 40911)
    const actions = (await app.db.selectFrom('prize_audit').select('action').orderBy('id').execute()).map(
      (x) => x.action,
    )
    assert.deepEqual(actions.slice(-4), ['redeem', 'transfer', 'accept', 'grant'])
  })
})

describe('transfer links name the page of their campaign', () => {
  const app = testApp()
  after(() => app.close())

  test('capture gifts and wish prizes link to their own pages', async () => {
    const sid = await loginAs(app, 1)
    const give = async (prizeId: number) => {
      const p = await app.db
        .selectFrom('prizes')
        .selectAll()
        .where('id', '=', prizeId)
        .executeTakeFirstOrThrow()
      return (await app.repos.prizes.grant(1, p, 'draw')).id
    }
    const gift = await call(app, 'POST', api('capture/transfer'), {
      sid,
      body: { userPrizeId: await give(7) },
    })
    assert.match(gift.body.data.link, /^\/web\/activity\/capture\/giftshop\?acceptToken=[0-9a-f]{32}$/)
    const wish = await call(app, 'POST', api('transfer_prize'), {
      sid,
      body: { userPrizeId: await give(10) },
    })
    assert.match(wish.body.data.link, /^\/web\/prize\?acceptToken=[0-9a-f]{32}$/)
  })
})
