import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginNew } from './helpers'

describe('check-in: what anyone may read', () => {
  const app = testApp()
  after(() => app.close())

  test('the region list gives a province’s cities, or one level, with names in both languages', async () => {
    const sichuan = await call(app, 'GET', '/api/v1/region/list?parentCode=510000')
    assert.equal(sichuan.status, 200)
    const cities = sichuan.body.data as { code: string; level: string; nameEn: string; parentCode: string }[]
    assert.ok(cities.length >= 18)
    assert.ok(cities.every((c) => c.level === 'city' && c.parentCode === '510000'))
    assert.ok(cities.some((c) => c.code === '510100' && c.nameEn === 'Chengdu'))
    const provinces = await call(app, 'GET', '/api/v1/region/list?level=province')
    assert.equal(provinces.body.data.length, 34)
    const all = await call(app, 'GET', '/api/v1/region/list')
    assert.ok(all.body.data.length > 600)
  })

  test('the region list refuses a malformed parent or level', async () => {
    for (const query of ['parentCode=51', 'parentCode=<x>', 'level=planet', 'parentCode=510000&level=moon']) {
      const r = await call(app, 'GET', `/api/v1/region/list?${query}`)
      assert.equal(r.status, 400, query)
    }
  })

  test("a traveller's map is hidden until they share it, then shows their codes and counts", async () => {
    const owner = await loginNew(app, 7101)
    await call(app, 'POST', '/api/v1/activity/manual_highlight_uniform', {
      sid: owner.sid,
      body: { codes: ['510100', 'JP'] },
    })
    await call(app, 'POST', '/api/v1/user/nickname_update', {
      sid: owner.sid,
      body: { nickname: '川味旅人' },
    })
    const before = await call(app, 'GET', `/api/v1/light/up/shared?from=${owner.userId}`)
    assert.equal(before.status, 404)
    await call(app, 'POST', '/api/v1/activity/share', { sid: owner.sid, body: { channel: 'link' } })
    const shared = await call(app, 'GET', `/api/v1/light/up/shared?from=${owner.userId}`)
    assert.equal(shared.status, 200)
    const map = shared.body.data
    assert.equal(map.nickname, '川味旅人')
    assert.deepEqual([...map.codes].sort(), ['510000', '510100', 'CN', 'JP'])
    assert.deepEqual([map.countries, map.provinces, map.cities], [2, 1, 1])
    assert.equal(Object.keys(map).includes('phone'), false)
  })

  test('a user who never took part and an unknown id look the same: not found', async () => {
    const stranger = await loginNew(app, 7102)
    for (const id of [stranger.userId, 999999]) {
      const r = await call(app, 'GET', `/api/v1/light/up/shared?from=${id}`)
      assert.equal(r.status, 404, String(id))
    }
    for (const bad of ['0', '-1', 'abc', '2.5', '']) {
      const r = await call(app, 'GET', `/api/v1/light/up/shared?from=${bad}`)
      assert.equal(r.status, 400, bad)
    }
  })

  test('many reads at once while the traveller lights more all answer whole maps, never a half one', async () => {
    const owner = await loginNew(app, 7104)
    await call(app, 'POST', '/api/v1/activity/share', { sid: owner.sid, body: { channel: 'link' } })
    const url = `/api/v1/light/up/shared?from=${owner.userId}`
    const [reads] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => call(app, 'GET', url))),
      call(app, 'POST', '/api/v1/light/up/bath/political', {
        sid: owner.sid,
        body: { provinceCode: '460000' },
      }),
    ])
    for (const r of reads) {
      assert.equal(r.status, 200)
      const { codes, provinces, cities } = r.body.data
      // Either before the province (nothing) or after it (all of it): lighting is one transaction.
      assert.ok(
        codes.length === 0 || (provinces === 1 && cities === codes.length - 2),
        JSON.stringify(r.body.data),
      )
    }
  })

  test('the shared map follows later lighting and cancelling', async () => {
    const owner = await loginNew(app, 7103)
    await call(app, 'POST', '/api/v1/activity/share', { sid: owner.sid, body: { channel: 'image' } })
    const empty = await call(app, 'GET', `/api/v1/light/up/shared?from=${owner.userId}`)
    assert.deepEqual(empty.body.data.codes, [])
    await call(app, 'POST', '/api/v1/record/create', { sid: owner.sid, body: { regionCode: '440300' } })
    await call(app, 'POST', '/api/v1/cancel/lighting', { sid: owner.sid, body: { code: 'CN' } })
    const now = await call(app, 'GET', `/api/v1/light/up/shared?from=${owner.userId}`)
    assert.deepEqual([...now.body.data.codes].sort(), ['440000', '440300'])
  })
})

describe('lighting by position finds the shape that holds the point', () => {
  const app = testApp()
  after(() => app.close())

  const cases: [string, number, number, string][] = [
    ['Vladivostok is Russia, not the nearest centre (North Korea)', 43.1155, 131.8855, 'RU'],
    ['Kowloon is Hong Kong, not Shenzhen next door', 22.3193, 114.1694, '810000'],
    ['Futian, Shenzhen, is Shenzhen', 22.5431, 114.0579, '440300'],
    ['Macao peninsula is Macao, not Zhuhai', 22.19, 113.55, '820000'],
    ['Zhuhai across the border is Zhuhai', 22.2707, 113.5767, '440400'],
    ['a point on the open Pacific lights the nearest country by its centre (Kiribati)', 10, -140, 'KI'],
    ['Chengdu near Tianfu Square', 30.657, 104.066, '510100'],
    ['Tokyo is Japan', 35.6812, 139.7671, 'JP'],
    ['Geneva is Switzerland, not France', 46.2044, 6.1432, 'CH'],
  ]
  for (const [name, lat, lon, expected] of cases) {
    test(name, async () => {
      const { sid } = await loginNew(app, 7200 + cases.findIndex((c) => c[0] === name))
      const r = await call(app, 'POST', '/api/v1/light/up/location', { sid, body: { lat, lon } })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const codes = r.body.data.records.map(
        (x: { region: { code: string; parentCode: string | null } }) => x.region,
      )
      const lit = codes.find(
        (c: { code: string }) => c.code === expected || c.code.startsWith(expected.slice(0, 2)),
      )
      assert.ok(lit, `${name}: lit ${codes.map((c: { code: string }) => c.code).join(',')}`)
      if (/^\d{6}$/.test(expected) && expected.endsWith('0000'))
        assert.equal(lit.code.slice(0, 2), expected.slice(0, 2))
      else assert.equal(lit.code, expected)
    })
  }
})
