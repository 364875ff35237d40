// Issue 15: POST share/opened, the evidence behind server-checked tasks and wish chances; and the new
// endpoints under repeats and concurrency.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, loginNew, dbFingerprint } from './helpers'

const api = (p: string) => `/api/v1/${p}`

describe('share/opened', () => {
  const app = testApp()
  let one = ''
  after(() => app.close())
  before(async () => {
    one = await loginAs(app, 1)
  })
  const opened = (body: unknown, sid = one) => call(app, 'POST', api('share/opened'), { sid, body })

  test('counts a new open once; a repeat answers counted false and changes nothing', async () => {
    assert.deepEqual((await opened({ kind: 'journey', id: 1, sharer: 2 })).body.data, { counted: true })
    const fp = await dbFingerprint(app)
    assert.deepEqual((await opened({ kind: 'journey', id: 1, sharer: 2 })).body.data, { counted: false })
    assert.equal(await dbFingerprint(app), fp)
  })

  test('my own link opened by me is not counted', async () => {
    const fp = await dbFingerprint(app)
    const r = await opened({ kind: 'campaign', id: 1, sharer: 1 })
    assert.equal(r.status, 200)
    assert.deepEqual(r.body.data, { counted: false })
    assert.equal(await dbFingerprint(app), fp)
  })

  test('unknown, private or deleted targets and unknown sharers are 404 and change nothing', async () => {
    const fp = await dbFingerprint(app)
    for (const body of [
      { kind: 'journey', id: 7, sharer: 2 },
      { kind: 'journey', id: 8, sharer: 2 },
      { kind: 'journey', id: 99999, sharer: 2 },
      { kind: 'campaign', id: 99999, sharer: 2 },
      { kind: 'wish', id: 99999, sharer: 2 },
      { kind: 'journey', id: 1, sharer: 99999 },
    ]) {
      const r = await opened(body)
      assert.equal(r.status, 404, JSON.stringify(body))
    }
    assert.equal(await dbFingerprint(app), fp)
  })

  test("a wish is counted only as its owner's", async () => {
    const two = await loginAs(app, 2)
    const w = await call(app, 'POST', api('wish/user_wish'), {
      sid: two,
      body: { destination: '冰岛', text: '极光' },
    })
    const id = w.body.data.wish.id
    assert.equal((await opened({ kind: 'wish', id, sharer: 3 })).status, 404)
    assert.deepEqual((await opened({ kind: 'wish', id, sharer: 2 })).body.data, { counted: true })
  })

  test('needs a session, and a known kind', async () => {
    assert.equal(
      (await call(app, 'POST', api('share/opened'), { body: { kind: 'wish', id: 1, sharer: 2 } })).status,
      401,
    )
    assert.equal((await opened({ kind: 'poster', id: 1, sharer: 2 })).status, 400)
  })
})

describe('the new endpoints under repeats and concurrency', () => {
  const app = testApp()
  after(() => app.close())

  test('ten concurrent identical opens count once', async () => {
    const one = await loginAs(app, 1)
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(app, 'POST', api('share/opened'), { sid: one, body: { kind: 'campaign', id: 1, sharer: 4 } }),
      ),
    )
    assert.equal(results.filter((r) => r.body.data.counted).length, 1)
    const rows = await app.db.selectFrom('share_opens').selectAll().where('sharer_id', '=', 4).execute()
    assert.equal(rows.length, 1)
  })

  test('operator stock changes racing draws never take stock below zero and keep the books', async () => {
    const admin = await loginAs(app, 3)
    const drawers = await Promise.all(Array.from({ length: 10 }, (_, i) => loginNew(app, 7800 + i)))
    for (const u of drawers)
      await app.db
        .insertInto('user_campaigns')
        .values({ user_id: u.userId, campaign_id: 1, chances_earned: 5, chances_used: 0, points: 0 })
        .execute()
    const calls = [
      ...drawers.flatMap((u) =>
        Array.from({ length: 5 }, () => call(app, 'POST', api('draw_lottery'), { sid: u.sid, body: {} })),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        call(app, 'POST', api('admin/prize/update'), { sid: admin, body: { prizeId: 5, stock: i % 2 } }),
      ),
    ]
    const results = await Promise.all(calls)
    assert.ok(
      results.every((r) => r.status === 200 || r.status === 409),
      'answered',
    )
    const prizes = await app.db.selectFrom('prizes').selectAll().where('campaign_id', '=', 1).execute()
    assert.ok(prizes.every((p) => p.stock >= 0))
    for (const p of prizes) {
      const given = await app.db
        .selectFrom('user_prizes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('prize_id', '=', p.id)
        .executeTakeFirstOrThrow()
      assert.equal(p.initial_stock - p.stock, Number(given.n), `prize ${p.id}`)
    }
    const adminRows = await app.db
      .selectFrom('prize_audit')
      .selectAll()
      .where('action', '=', 'admin')
      .where('prize_id', '=', 5)
      .execute()
    assert.equal(adminRows.length, 10)
  })
})
