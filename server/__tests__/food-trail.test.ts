// Issue 16: the food trail ("follow your mouth to travel"): the curated places per city, a reader's
// "I ate here" and its undo (idempotent, concurrency-safe), and a sharer's public progress.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, loginNew, dbFingerprint, type Json } from './helpers'
import { API_CODES } from '../../types/api/codes'

const api = (p: string) => `/api/v1/${p}`

describe('food trail', () => {
  const app = testApp()
  let sid = ''
  let other = ''
  before(async () => {
    sid = await loginAs(app, 1)
    other = await loginAs(app, 2)
  })
  after(() => app.close())
  const checkin = (placeId: unknown, s = sid) =>
    call(app, 'POST', api('food/checkin'), { sid: s, body: { placeId } })
  const uncheck = (placeId: unknown, s = sid) =>
    call(app, 'POST', api('food/uncheck'), { sid: s, body: { placeId } })
  const rows = (userId: number, placeId: number) =>
    app.db
      .selectFrom('food_checkins')
      .selectAll()
      .where('user_id', '=', userId)
      .where('place_id', '=', placeId)
      .execute()

  test('a visitor sees at least three cities of food places, nothing eaten, no owner', async () => {
    const r = await call(app, 'GET', api('food/home'))
    assert.equal(r.status, 200)
    const home = r.body.data as Json
    assert.equal(home.owner, null)
    assert.ok(home.title && home.rules)
    assert.ok(home.cities.length >= 3)
    for (const c of home.cities) {
      assert.ok(c.city && c.cityEn && c.places.length >= 3, c.cityCode)
      assert.equal(c.total, c.places.length)
      assert.equal(c.eaten, 0)
      for (const p of c.places) {
        assert.equal(p.eaten, false)
        assert.match(p.photo, /^\/api\/v1\/media\/place\/\d+-1\.svg$/)
        assert.ok(p.name && p.nameEn && p.blurb && p.blurbEn)
      }
    }
    const ids = home.cities.flatMap((c: Json) => c.places.map((p: Json) => p.placeId))
    const cats = await app.db.selectFrom('places').select('category').where('id', 'in', ids).execute()
    assert.ok(cats.every((c) => c.category === 'food'))
    assert.equal(home.total, ids.length)
  })

  test('"I ate here" marks the place and counts it; a repeat changes nothing and says so', async () => {
    const first = await checkin(88)
    assert.equal(first.status, 200)
    assert.deepEqual(first.body.data, {
      placeId: 88,
      eaten: true,
      changed: true,
      cityCode: '510100',
      cityEaten: 1,
      cityTotal: 5,
      totalEaten: 1,
    })
    const again = await checkin(88)
    assert.equal(again.body.data.changed, false)
    assert.equal(again.body.data.cityEaten, 1)
    assert.equal((await rows(1, 88)).length, 1)
    const home = (await call(app, 'GET', api('food/home'), { sid })).body.data
    assert.deepEqual(home.owner, { id: 1, nickname: home.owner.nickname })
    assert.equal(home.eaten, 1)
    const cd = home.cities.find((c: Json) => c.cityCode === '510100')
    assert.equal(cd.places.find((p: Json) => p.placeId === 88).eaten, true)
  })

  test('the undo removes the mark; a repeated undo changes nothing', async () => {
    await checkin(1001)
    const r = await uncheck(1001)
    assert.equal(r.body.data.eaten, false)
    assert.equal(r.body.data.changed, true)
    assert.equal((await uncheck(1001)).body.data.changed, false)
    assert.equal((await rows(1, 1001)).length, 0)
  })

  test('a place off the trail answers 404 with its own code and changes nothing', async () => {
    const fp = await dbFingerprint(app)
    for (const id of [1, 99999]) {
      const r = await checkin(id)
      assert.equal(r.status, 404)
      assert.equal(r.body.code, API_CODES.NOT_ON_FOOD_TRAIL)
      assert.equal((await uncheck(id)).body.code, API_CODES.NOT_ON_FOOD_TRAIL)
    }
    assert.equal(await dbFingerprint(app), fp)
  })

  test('bad bodies get 400 and change nothing; no session gets 401', async () => {
    const fp = await dbFingerprint(app)
    for (const bad of ['103', 0, -1, 1.5, null, [103], { id: 103 }, 'x'.repeat(10000)]) {
      assert.equal((await checkin(bad)).status, 400, JSON.stringify(bad))
    }
    assert.equal((await call(app, 'POST', api('food/checkin'), { body: {}, sid })).status, 400)
    assert.equal((await call(app, 'POST', api('food/checkin'), { body: { placeId: 103 } })).status, 401)
    assert.equal((await call(app, 'POST', api('food/uncheck'), { body: { placeId: 103 } })).status, 401)
    assert.equal(await dbFingerprint(app), fp)
  })

  test("another user's id in the body is ignored: a check-in is always the caller's", async () => {
    const r = await call(app, 'POST', api('food/checkin'), { sid: other, body: { placeId: 20, userId: 1 } })
    assert.equal(r.status, 200)
    assert.equal((await rows(2, 20)).length, 1)
    assert.equal((await rows(1, 20)).length, 0)
  })

  test("with from=<id> anyone sees that user's progress and nickname, counting only trail places", async () => {
    await checkin(103)
    const r = await call(app, 'GET', api('food/home?from=1'), { sid: other })
    assert.equal(r.status, 200)
    const home = r.body.data
    assert.equal(home.owner.id, 1)
    assert.ok(home.owner.nickname.length > 0)
    const eaten = home.cities.flatMap((c: Json) =>
      c.places.filter((p: Json) => p.eaten).map((p: Json) => p.placeId),
    )
    assert.deepEqual(eaten.sort(), [103, 88])
    assert.equal(home.eaten, 2)
    const visitor = (await call(app, 'GET', api('food/home?from=1'))).body.data
    assert.equal(visitor.eaten, 2)
  })

  test('an unknown user in from answers 404; a malformed one 400', async () => {
    assert.equal((await call(app, 'GET', api('food/home?from=999999'))).status, 404)
    assert.equal((await call(app, 'GET', api('food/home?from=abc'))).status, 400)
    assert.equal((await call(app, 'GET', api('food/home?from=0'))).status, 400)
  })

  test('20 concurrent check-ins of the same place make one row, and exactly one says changed', async () => {
    const { sid: fresh, userId } = await loginNew(app, 4242)
    const results = await Promise.all(Array.from({ length: 20 }, () => checkin(117, fresh)))
    assert.ok(results.every((r) => r.status === 200 && r.body.data.eaten === true))
    assert.equal(results.filter((r) => r.body.data.changed).length, 1)
    assert.equal((await rows(userId, 117)).length, 1)
    const undo = await Promise.all(Array.from({ length: 20 }, () => uncheck(117, fresh)))
    assert.equal(undo.filter((r) => r.body.data.changed).length, 1)
    assert.equal((await rows(userId, 117)).length, 0)
  })
})
