// Issue 15: the per-user draw rate limit and the lazy expiry of transfer links and unclaimed prizes.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginNew, insertOpenCampaign, dbFingerprint } from './helpers'

const api = (p: string) => `/api/v1/${p}`
const HOUR = 3600_000

describe('draw rate limit', () => {
  const app = testApp()
  const POOL = 88
  after(() => app.close())
  before(async () => {
    await app.ready()
    await insertOpenCampaign(app, POOL, 1)
    await app.db
      .insertInto('prizes')
      .values({
        id: 881,
        campaign_id: POOL,
        name: 'coupon',
        image: '',
        kind: 'coupon',
        stock: 1000,
        initial_stock: 1000,
        weight: 1,
        points_cost: 0,
        description: '',
      })
      .execute()
  })

  test('the 11th draw within a minute is refused with 429 and Retry-After, and changes nothing', async () => {
    const u = await loginNew(app, 1701)
    await app.db
      .insertInto('user_campaigns')
      .values({ user_id: u.userId, campaign_id: POOL, chances_earned: 20, chances_used: 0, points: 0 })
      .execute()
    const draw = () => call(app, 'POST', api('draw_lottery'), { sid: u.sid, body: { activityId: POOL } })
    const ten = await Promise.all(Array.from({ length: 10 }, draw))
    assert.ok(ten.every((r) => r.body.code === 0))
    const fp = await dbFingerprint(app)
    const eleventh = await draw()
    assert.equal(eleventh.status, 429)
    assert.equal(eleventh.body.code, 42900)
    const retry = Number(eleventh.headers['retry-after'])
    assert.ok(retry >= 1 && retry <= 60, `retry-after ${retry}`)
    assert.equal(await dbFingerprint(app), fp)
    // A minute later (the draws moved back in time) the user may draw again.
    const past = new Date(Date.now() - 61_000).toISOString()
    await app.db.updateTable('draws').set({ created_at: past }).where('user_id', '=', u.userId).execute()
    assert.equal((await draw()).body.code, 0)
  })

  test('concurrent bursts: 30 draws at once give exactly 10', async () => {
    const u = await loginNew(app, 1702)
    await app.db
      .insertInto('user_campaigns')
      .values({ user_id: u.userId, campaign_id: POOL, chances_earned: 30, chances_used: 0, points: 0 })
      .execute()
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(app, 'POST', api('draw_lottery'), { sid: u.sid, body: { activityId: POOL } }),
      ),
    )
    assert.equal(results.filter((r) => r.body.code === 0).length, 10)
    assert.equal(results.filter((r) => r.status === 429).length, 20)
    const uc = await app.db
      .selectFrom('user_campaigns')
      .selectAll()
      .where('user_id', '=', u.userId)
      .where('campaign_id', '=', POOL)
      .executeTakeFirstOrThrow()
    assert.equal(uc.chances_used, 10)
  })
})

describe('expiry', () => {
  const app = testApp()
  after(() => app.close())

  const prize = async (userId: number, prizeId: number) => {
    const p = await app.db
      .selectFrom('prizes')
      .selectAll()
      .where('id', '=', prizeId)
      .executeTakeFirstOrThrow()
    return (await app.repos.prizes.grant(userId, p, 'draw')).id
  }
  const row = (id: number) =>
    app.db.selectFrom('user_prizes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const expireRows = (id: number) =>
    app.db
      .selectFrom('prize_audit')
      .selectAll()
      .where('user_prize_id', '=', id)
      .where('action', '=', 'expire')
      .execute()

  test('a transfer link not accepted in 72 h expires: the prize is won again and the link is taken', async () => {
    const owner = await loginNew(app, 1711)
    const friend = await loginNew(app, 1712)
    const id = await prize(owner.userId, 1)
    const t = await call(app, 'POST', api('transfer_prize'), { sid: owner.sid, body: { userPrizeId: id } })
    const token = t.body.data.token as string
    // 71 h: still open.
    const at = (h: number) => new Date(Date.now() - h * HOUR).toISOString()
    await app.db
      .updateTable('user_prizes')
      .set({ updated_at: at(71) })
      .where('id', '=', id)
      .execute()
    assert.equal((await call(app, 'GET', api(`get_prize?token=${token}`))).body.data.status, 'transferring')
    await app.db
      .updateTable('user_prizes')
      .set({ updated_at: at(73) })
      .where('id', '=', id)
      .execute()
    const r = await call(app, 'POST', api('accept_prize'), { sid: friend.sid, body: { token } })
    assert.equal(r.status, 409)
    assert.equal(r.body.code, 40911)
    const after72 = await row(id)
    assert.equal(after72.status, 'won')
    assert.equal(after72.transfer_token, null)
    const view = await call(app, 'GET', api(`get_prize?token=${token}`))
    assert.equal(view.status, 409)
    assert.equal(view.body.code, 40911)
    const audit = await expireRows(id)
    assert.equal(audit.length, 1)
    assert.equal(audit[0].from_status, 'transferring')
    assert.equal(audit[0].to_status, 'won')
    // The owner can pass it on again with a new link.
    const again = await call(app, 'POST', api('transfer_prize'), {
      sid: owner.sid,
      body: { userPrizeId: id },
    })
    assert.equal(again.body.code, 0)
    assert.notEqual(again.body.data.token, token)
  })

  test("prizes still won 30 days after their campaign's end expire; a redeemed one stays", async () => {
    const u = await loginNew(app, 1713)
    const end = (days: number) => new Date(Date.now() - days * 24 * HOUR).toISOString()
    await app.db
      .insertInto('campaigns')
      .values([
        {
          id: 91,
          kind: 'summer2025',
          title: 'old',
          starts_at: '2020-01-01T00:00:00.000Z',
          ends_at: end(31),
          rules: '',
          miss_weight: 0,
          config_json: '{}',
        },
        {
          id: 92,
          kind: 'summer2025',
          title: 'recent',
          starts_at: '2020-01-01T00:00:00.000Z',
          ends_at: end(29),
          rules: '',
          miss_weight: 0,
          config_json: '{}',
        },
      ])
      .execute()
    const give = async (campaignId: number) =>
      (await app.repos.prizes.grant(u.userId, { id: 1, campaign_id: campaignId }, 'draw')).id
    const old = await give(91)
    const oldRedeemed = await give(91)
    await app.repos.prizes.transitionUserPrize(oldRedeemed, 'won', 'redeemed', {}, { action: 'redeem' })
    const recent = await give(92)
    const list = await call(app, 'GET', api('user_prize?activityId=91'), { sid: u.sid })
    const byId = Object.fromEntries(list.body.data.map((p: any) => [p.id, p.status]))
    assert.deepEqual(byId, { [old]: 'expired', [oldRedeemed]: 'redeemed' })
    assert.equal((await row(recent)).status, 'won')
    assert.equal((await expireRows(old)).length, 1)
    const redeem = await call(app, 'POST', api('redeem_prize'), { sid: u.sid, body: { userPrizeId: old } })
    assert.equal(redeem.body.code, 40902)
  })
})
