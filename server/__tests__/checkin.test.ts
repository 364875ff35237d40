import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, loginNew } from './helpers'

describe('life-places check-in', () => {
  const app = testApp()
  after(() => app.close())

  test('holds every Chinese province and city and every country', async () => {
    await app.ready()
    const count = async (level: string) =>
      Number(
        (
          await app.db
            .selectFrom('regions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('level', '=', level)
            .executeTakeFirstOrThrow()
        ).n,
      )
    assert.equal(await count('province'), 34)
    assert.ok((await count('city')) >= 330)
    assert.ok((await count('country')) >= 240)
  })

  test('lighting a city is idempotent and also lights its province and China', async () => {
    const sid = await loginAs(app, 4)
    const first = await call(app, 'POST', '/api/v1/record/create', { sid, body: { regionCode: '510100' } })
    assert.equal(first.body.data.region.name, '成都市')
    const again = await call(app, 'POST', '/api/v1/record/create', { sid, body: { regionCode: '510100' } })
    assert.equal(again.body.data.id, first.body.data.id)
    const list = await call(app, 'GET', '/api/v1/record/list', { sid })
    assert.deepEqual(list.body.data.map((r: { region: { code: string } }) => r.region.code).sort(), [
      '510000',
      '510100',
      'CN',
    ])
    const stats = await call(app, 'GET', '/api/v1/query/record/stats', { sid })
    assert.deepEqual(
      [stats.body.data.countries, stats.body.data.provinces, stats.body.data.cities],
      [1, 1, 1],
    )
  })

  test('cancelling removes only that region, and stats follow the records', async () => {
    const sid = await loginAs(app, 4)
    assert.equal(
      (await call(app, 'POST', '/api/v1/cancel/lighting', { sid, body: { code: '510100' } })).body.data
        .removed,
      1,
    )
    const stats = await call(app, 'GET', '/api/v1/query/record/stats', { sid })
    assert.deepEqual([stats.body.data.provinces, stats.body.data.cities], [1, 0])
  })

  test('lighting by location finds Chengdu for a point near Tianfu Square and Japan for Tokyo', async () => {
    const sid = await loginAs(app, 2)
    const cd = await call(app, 'POST', '/api/v1/light/up/location', {
      sid,
      body: { lat: 30.657, lon: 104.066 },
    })
    assert.ok(cd.body.data.records.some((r: { region: { code: string } }) => r.region.code === '510100'))
    const tk = await call(app, 'POST', '/api/v1/location-change', { sid, body: { lat: 35.68, lon: 139.77 } })
    assert.equal(tk.body.data.region.code, 'JP')
  })

  test('a whole province lights all its cities', async () => {
    const sid = await loginAs(app, 2)
    const r = await call(app, 'POST', '/api/v1/light/up/bath/political', {
      sid,
      body: { provinceCode: '350000' },
    })
    assert.ok(r.body.data.added >= 9)
    const choice = await call(app, 'GET', '/api/v1/query/choice/record-stats?code=350000', { sid })
    assert.equal(choice.body.data.childrenLitByMe, choice.body.data.childrenTotal)
  })

  test('suggests the regions of my journeys and lets me give one up', async () => {
    const sid = await loginAs(app, 1)
    const status = await call(app, 'GET', '/api/v1/activity/sync/user-status', { sid })
    const codes = status.body.data.suggestions.map((r: { code: string }) => r.code)
    assert.ok(codes.includes('JP') && codes.includes('510100'))
    await call(app, 'POST', '/api/v1/confirm/give-up/light-up', {
      sid,
      body: { code: 'JP', action: 'give_up' },
    })
    const later = await call(app, 'GET', '/api/v1/activity/sync/user-status', { sid })
    assert.ok(!later.body.data.suggestions.some((r: { code: string }) => r.code === 'JP'))
  })

  test('ranks tie: two travellers with as many regions share a rank, and a newcomer is last of all of them', async () => {
    const fresh = testApp()
    try {
      const light = async (sid: string, codes: string[]) => {
        for (const regionCode of codes) {
          const res = await call(fresh, 'POST', '/api/v1/record/create', { sid, body: { regionCode } })
          assert.equal(res.status, 200, JSON.stringify(res.body))
        }
      }
      const [a, b, c, newcomer] = await Promise.all([1, 2, 3, 4].map((n) => loginNew(fresh, 7100 + n)))
      await light(a.sid, ['JP', 'KR', 'FR'])
      await light(b.sid, ['JP', 'TH'])
      await light(c.sid, ['US', 'GB'])
      const statsOf = async (sid: string) =>
        (await call(fresh, 'GET', '/api/v1/query/record/stats', { sid })).body.data
      const [sa, sb, sc, sn] = await Promise.all([a, b, c, newcomer].map((t) => statsOf(t.sid)))
      assert.deepEqual(
        [sa, sb, sc].map((s) => [s.rank, s.participants, s.beatPercent]),
        [
          [1, 3, 67],
          [2, 3, 0],
          [2, 3, 0],
        ],
      )
      assert.deepEqual([sn.rank, sn.participants, sn.beatPercent], [4, 4, 0])
    } finally {
      await fresh.close()
    }
  })
})
