import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs } from './helpers'
import type { JourneyDetail } from '../../types/api/journey'

describe('journeys', () => {
  const app = testApp()
  after(() => app.close())

  test('shows demo journey 1 (Tokyo) with days, places and transport legs', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/web/journey/detail?id=1')
    assert.equal(status, 200)
    assert.equal(body.code, 0)
    assert.equal(body.success, true)
    const j = body.data as JourneyDetail
    assert.match(j.titleEn, /Tokyo/)
    assert.equal(j.dayCount, 5)
    assert.equal(j.days.length, 5)
    assert.equal(j.owner.id, 1)
    const first = j.days[0].items[0]
    assert.equal(first.kind, 'place')
    assert.equal(first.place?.nameEn, 'Haneda Airport')
    assert.equal(j.days[0].items[1].kind, 'transport')
    assert.ok(j.stats.places >= 30)
  })

  test('names every city in English too, position for position, for journey, days, places and weather', async () => {
    for (let id = 1; id <= 6; id++) {
      const j = (await call(app, 'GET', `/api/v1/web/journey/detail?id=${id}`)).body.data as JourneyDetail
      assert.equal(j.citiesEn.length, j.cities.length, `journey ${id}`)
      assert.ok(
        j.citiesEn.every((name) => /^[A-Za-z][A-Za-z -]+$/.test(name)),
        `journey ${id}: ${j.citiesEn}`,
      )
      for (const day of j.days) assert.equal(day.citiesEn.length, day.cities.length)
    }
    const tokyo = (await call(app, 'GET', '/api/v1/web/journey/detail?id=1')).body.data as JourneyDetail
    assert.deepEqual(tokyo.cities, ['东京', '镰仓'])
    assert.deepEqual(tokyo.citiesEn, ['Tokyo', 'Kamakura'])
    assert.equal(tokyo.days[0].items[0].place?.cityEn, 'Tokyo')
    const weather = (await call(app, 'GET', '/api/v1/web/journey/get_weather?id=1')).body.data as Array<{
      city: string
      cityEn: string
    }>
    assert.deepEqual(
      weather.map((w) => [w.city, w.cityEn]),
      [
        ['东京', 'Tokyo'],
        ['东京', 'Tokyo'],
        ['东京', 'Tokyo'],
        ['东京', 'Tokyo'],
        ['镰仓', 'Kamakura'],
      ],
    )
    const placeId = tokyo.days[0].items[0].place?.id
    const place = (await call(app, 'GET', `/api/v1/web/poi/detail?id=${placeId}`)).body.data as {
      cityEn: string
    }
    assert.equal(place.cityEn, 'Tokyo')
  })

  test('has six demo journeys and more than 150 real places', async () => {
    const titles = []
    for (let id = 1; id <= 6; id++) {
      const { body } = await call(app, 'GET', `/api/v1/web/journey/detail?id=${id}`)
      assert.equal(body.code, 0, `journey ${id}`)
      assert.ok(body.data.days.length >= 3 && body.data.days.length <= 7)
      titles.push(body.data.titleEn)
    }
    assert.match(titles.join('|'), /Tokyo.*Kyoto.*Fuji.*Chengdu.*Xiamen.*Bund/)
    const n = await app.db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    assert.ok(Number(n.n) >= 150)
  })

  test('answers a deleted journey with 404 and its own code', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/web/journey/detail?id=8')
    assert.equal(status, 404)
    assert.equal(body.code, 40402)
  })

  test('answers a private journey with 403 for strangers', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/web/journey/detail?id=7')
    assert.equal(status, 403)
    assert.equal(body.code, 40301)
  })

  test('rejects a non-numeric id with 400 in the standard shape', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/web/journey/detail?id=abc')
    assert.equal(status, 400)
    assert.equal(body.success, false)
    assert.equal(body.code, 40001)
  })

  test('gives the weather of every day', async () => {
    const { body } = await call(app, 'GET', '/api/v1/web/journey/get_weather?id=4')
    assert.equal(body.data.length, 5)
    assert.ok(body.data.every((w: { high: number; low: number }) => w.high > w.low))
  })

  test('gives the route of a day with one leg fewer than points', async () => {
    const { body } = await call(app, 'GET', '/api/v1/web/route?journeyId=1&day=2')
    assert.equal(body.code, 0)
    assert.equal(body.data.legs.length, body.data.points.length - 1)
  })

  test('finds places by keyword in either language', async () => {
    const zh = await call(app, 'GET', `/api/v1/poi/autocomplete/web?keyword=${encodeURIComponent('浅草')}`)
    assert.ok(zh.body.data.some((p: { nameEn: string }) => p.nameEn === 'Senso-ji'))
    const en = await call(app, 'GET', '/api/v1/poi/autocomplete/web?keyword=panda')
    assert.ok(en.body.data.length >= 1)
  })

  test('an edit by the owner shows up in the next detail although details are cached', async () => {
    await app.viewCounts.flush()
    const before = await call(app, 'GET', '/api/v1/web/journey/detail?id=4')
    const count = before.body.data.days[0].items.length
    const sid = await loginAs(app, 1)
    const r = await call(app, 'POST', '/api/v1/journey/event/poi/create', {
      sid,
      body: { journeyId: 4, dayIndex: 1, placeId: 1, note: '再来一次' },
    })
    assert.equal(r.body.code, 0)
    // The view of `before` reaches the figures once the counts are written (services/view-counts.ts).
    await app.viewCounts.flush()
    const edited = await call(app, 'GET', '/api/v1/web/journey/detail?id=4')
    assert.equal(edited.body.data.days[0].items.length, count + 1)
    assert.equal(edited.body.data.stats.views, before.body.data.stats.views + 1)
  })

  test('a stranger cannot edit a journey', async () => {
    const sid = await loginAs(app, 4)
    const r = await call(app, 'POST', '/api/v1/journey/event/poi/create', {
      sid,
      body: { journeyId: 4, dayIndex: 1, placeId: 1 },
    })
    assert.equal(r.status, 403)
  })
})

describe('saving a journey to my trips', () => {
  const app = testApp()
  after(() => app.close())
  const saves = async (id: number) =>
    (await app.db.selectFrom('journeys').select('saves').where('id', '=', id).executeTakeFirstOrThrow()).saves

  test('counts a traveller once however often they save, and uncounts them when they take it out', async () => {
    const sid = await loginAs(app, 2)
    const before = await saves(3)
    const first = await call(app, 'POST', '/api/v1/journey/save', {
      sid,
      body: { journeyId: 3, saved: true },
    })
    assert.equal(first.status, 200)
    assert.deepEqual(first.body.data, { saved: true, saves: before + 1 })
    const again = await call(app, 'POST', '/api/v1/journey/save', {
      sid,
      body: { journeyId: 3, saved: true },
    })
    assert.deepEqual(again.body.data, { saved: true, saves: before + 1 })
    const state = await call(app, 'GET', '/api/v1/journey/saved?id=3', { sid })
    assert.deepEqual(state.body.data, { saved: true, saves: before + 1 })
    const out = await call(app, 'POST', '/api/v1/journey/save', { sid, body: { journeyId: 3, saved: false } })
    assert.deepEqual(out.body.data, { saved: false, saves: before })
    const outAgain = await call(app, 'POST', '/api/v1/journey/save', {
      sid,
      body: { journeyId: 3, saved: false },
    })
    assert.deepEqual(outAgain.body.data, { saved: false, saves: before })
  })

  test('needs a session', async () => {
    const { status } = await call(app, 'POST', '/api/v1/journey/save', {
      body: { journeyId: 3, saved: true },
    })
    assert.equal(status, 401)
  })

  test("cannot save someone else's private journey or a deleted one, and counts nothing", async () => {
    const sid = await loginAs(app, 4)
    const before = [await saves(7), await saves(8)]
    const privateOne = await call(app, 'POST', '/api/v1/journey/save', {
      sid,
      body: { journeyId: 7, saved: true },
    })
    assert.equal(privateOne.status, 403)
    const deleted = await call(app, 'POST', '/api/v1/journey/save', {
      sid,
      body: { journeyId: 8, saved: true },
    })
    assert.equal(deleted.status, 404)
    assert.deepEqual([await saves(7), await saves(8)], before)
  })
})
