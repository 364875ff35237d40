import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Home } from '../../types/api/home'
import { call, testApp } from './helpers'

describe('the home page offer', () => {
  const app = testApp()
  after(() => app.close())

  const home = async (query = '') => {
    const res = await call(app, 'GET', `/api/v1/web/home${query}`)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.data as Home
  }

  test('features public, published journeys, the most read first, with their English names', async () => {
    const { journeys } = await home()
    assert.ok(journeys.length >= 3 && journeys.length <= 6)
    const views = journeys.map((j) => j.views)
    assert.deepEqual(
      views,
      [...views].sort((a, b) => b - a),
    )
    const tokyo = journeys.find((j) => j.id === 1)
    assert.ok(tokyo)
    assert.match(tokyo.titleEn, /Tokyo/)
    assert.deepEqual(tokyo.citiesEn, ['Tokyo', 'Kamakura'])
    assert.equal(tokyo.cover, '/api/v1/media/journey/1.svg')
  })

  test('never features a private, link-only, unpublished or deleted journey', async () => {
    await app.ready()
    const ids = (await home()).journeys.map((j) => j.id)
    const hidden = await app.db
      .selectFrom('journeys')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('visibility', '!=', 'public'),
          eb('review_status', '!=', 'published'),
          eb('deleted_at', 'is not', null),
        ]),
      )
      .execute()
    assert.ok(hidden.length > 0, 'the demo data has hidden journeys to leave out')
    for (const { id } of hidden) assert.ok(!ids.includes(id), `journey ${id} is not for the home page`)
  })

  test('lists only the campaigns open now, each with the route of its page', async () => {
    await app.ready()
    const now = Date.now()
    await app.db
      .insertInto('campaigns')
      .values([
        {
          kind: 'food',
          title: 'ended',
          starts_at: new Date(now - 10 * 86400_000).toISOString(),
          ends_at: new Date(now - 86400_000).toISOString(),
          rules: '',
          miss_weight: 0,
          config_json: '{}',
        },
        {
          kind: 'food',
          title: 'not yet',
          starts_at: new Date(now + 86400_000).toISOString(),
          ends_at: new Date(now + 10 * 86400_000).toISOString(),
          rules: '',
          miss_weight: 0,
          config_json: '{}',
        },
      ])
      .execute()
    const { campaigns } = await home()
    assert.ok(campaigns.length > 0)
    assert.ok(campaigns.every((c) => c.title !== 'ended' && c.title !== 'not yet'))
    assert.ok(campaigns.every((c) => Date.parse(c.endsAt) > now))
    const routes = Object.fromEntries(campaigns.map((c) => [c.kind, c.route]))
    assert.equal(routes.summer2025, 'summer2025')
    assert.equal(routes.wish, 'prize')
  })

  test('names the latest magazine issue', async () => {
    const { magazine } = await home()
    assert.ok(magazine)
    assert.ok(magazine.title.length > 0)
  })

  test('a parameter it does not read changes nothing, and the answer carries no private field', async () => {
    const plain = await home()
    const res = await call(app, 'GET', '/api/v1/web/home?userId=1&visibility=private')
    assert.equal(res.status, 200)
    assert.deepEqual(res.body.data.journeys, plain.journeys)
    const text = JSON.stringify(res.body)
    for (const field of ['visibility', 'review_status', 'owner_id', 'phone', 'deleted_at']) {
      assert.ok(!text.includes(field), field)
    }
  })

  test("a campaign's title, window and rules, with the server's time to count the window by", async () => {
    const res = await call(app, 'GET', '/api/v1/web/campaign?id=1')
    assert.equal(res.status, 200)
    const c = res.body.data
    assert.equal(c.kind, 'summer2025')
    assert.ok(c.rules.length > 20)
    assert.ok(Date.parse(c.startsAt) < Date.parse(c.endsAt))
    assert.ok(Math.abs(Date.parse(c.now) - Date.now()) < 60_000)
  })

  test('an unknown campaign is a 404, a bad id a 400', async () => {
    assert.equal((await call(app, 'GET', '/api/v1/web/campaign?id=999')).status, 404)
    assert.equal((await call(app, 'GET', '/api/v1/web/campaign?id=0')).status, 400)
    assert.equal((await call(app, 'GET', '/api/v1/web/campaign?id=1%20or%201')).status, 400)
  })
})
