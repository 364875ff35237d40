// Issue 16: the Spring Festival special: which festival the countdown is for (a table of Chinese New
// Year dates, Beijing calendar, until the Lantern Festival), and what the page is given.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, type Json } from './helpers'
import { CHINESE_NEW_YEAR, festivalFor } from '../services/spring-festival'

describe('which Spring Festival the page counts down to', () => {
  // [now (UTC instant), festival shown, why]
  const cases: [string, string, string][] = [
    ['2024-12-31T15:59:59Z', '2025-01-29', 'before the first festival of the table'],
    ['2025-01-28T16:00:00Z', '2025-01-29', 'its first day, 00:00 in Beijing'],
    ['2025-02-12T15:59:59Z', '2025-01-29', 'the last second of its Lantern Festival (day 15)'],
    ['2025-02-12T16:00:00Z', '2026-02-17', 'the day after the Lantern Festival, in Beijing'],
    ['2026-02-16T15:00:00Z', '2026-02-17', 'the eve, 23:00 in Beijing'],
    ['2026-11-25T22:00:00Z', '2027-02-06', 'an autumn day: the next one'],
    ['2027-02-06T00:00:00Z', '2027-02-06', 'the festival day'],
    ['2027-02-20T15:59:00Z', '2027-02-06', 'its Lantern Festival'],
    ['2027-02-20T16:00:00Z', '2028-01-26', 'after its Lantern Festival'],
    ['2031-01-22T16:30:00Z', '2031-01-23', 'first day 2031, early morning in Beijing'],
    ['2034-12-01T00:00:00Z', '2035-02-08', 'the last festival of the table'],
    ['2036-06-01T00:00:00Z', '2035-02-08', 'past the table: stays on its last festival'],
  ]
  for (const [now, shown, why] of cases) {
    test(`${now} shows ${shown} (${why})`, () => {
      const f = festivalFor(new Date(now))
      assert.equal(f.festivalDate, shown)
      assert.equal(f.festivalAt, `${shown}T00:00:00+08:00`)
    })
  }

  test('the table holds the festivals of 2025 to 2035, one a year, in order', () => {
    assert.deepEqual(
      CHINESE_NEW_YEAR.map((d) => Number(d.slice(0, 4))),
      [2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035],
    )
    assert.deepEqual([...CHINESE_NEW_YEAR].sort(), [...CHINESE_NEW_YEAR])
  })
})

describe('GET springfestival/get', () => {
  const app = testApp()
  before(() => app.ready())
  after(() => app.close())

  test('answers texts, the festival by the server clock, destinations, journeys and posters', async () => {
    const t0 = Date.now()
    const r = await call(app, 'GET', '/api/v1/springfestival/get')
    assert.equal(r.status, 200)
    const d = r.body.data as Json
    assert.ok(d.title && d.titleEn && d.intro && d.introEn)
    assert.ok(Math.abs(Date.parse(d.now) - t0) < 5000)
    assert.deepEqual({ festivalDate: d.festivalDate, festivalAt: d.festivalAt }, festivalFor(new Date(d.now)))
    assert.ok(d.destinations.length >= 4)
    for (const x of d.destinations)
      assert.ok(x.name && x.nameEn && x.city && x.cityEn && x.blurb && x.blurbEn)
    assert.ok(d.destinations.some((x: Json) => x.cityEn === 'Harbin'))
    assert.deepEqual(
      d.journeys.map((j: Json) => j.id),
      [4, 5, 2],
    )
    assert.ok(d.posters.length >= 2)
    const cny = await app.db.selectFrom('checkin_templates').select('id').where('kind', '=', 'cny').execute()
    assert.deepEqual(
      d.posters.map((p: Json) => p.id),
      cny.map((c) => c.id),
    )
  })

  test('a journey made private or deleted leaves the list', async () => {
    await app.db.updateTable('journeys').set({ visibility: 'private' }).where('id', '=', 5).execute()
    await app.db
      .updateTable('journeys')
      .set({ deleted_at: '2025-06-01T00:00:00.000Z' })
      .where('id', '=', 2)
      .execute()
    const d = (await call(app, 'GET', '/api/v1/springfestival/get')).body.data
    assert.deepEqual(
      d.journeys.map((j: Json) => j.id),
      [4],
    )
  })
})
