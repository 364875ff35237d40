// Custom check-in records (docs/checkin-records.md): a place of the traveller's own with a visit date,
// a note and photos; refused bodies store nothing; only the owner may rename or delete one.
import { test, describe, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginNew, dbFingerprint, type Json } from './helpers'
import { addDays } from '../../types/api/custom-record-rules'

const HOSTS = ['img.trip.example']
const UPLOAD = (n: number) => `/api/v1/media/upload/${String(n).padStart(32, '0')}.png`
const utcToday = () => new Date().toISOString().slice(0, 10)
/** A point in Chengdu (WGS-84): the custom record lights 510100. */
const CHENGDU = { lat: 30.66, lon: 104.07 }

describe('custom check-in records', () => {
  const app = testApp({ mediaAllowedHosts: HOSTS })
  let mine = ''
  let other = ''
  before(async () => {
    mine = (await loginNew(app, 8101)).sid
    other = (await loginNew(app, 8102)).sid
  })
  after(() => app.close())

  const create = (sid: string, body: Json) => call(app, 'POST', '/api/v1/record/custom/create', { sid, body })
  const listOf = async (sid: string) =>
    (await call(app, 'GET', '/api/v1/record/custom/list', { sid })).body.data as Json[]

  test('a visit date, a note and photos are stored and come back in the answer and the list', async () => {
    const body = {
      name: '  外婆家  ',
      ...CHENGDU,
      visitedOn: '2019-10-01',
      note: '院子里的桂花树',
      photos: [UPLOAD(1), 'https://img.trip.example/a/b.jpg'],
    }
    const r = await create(mine, body)
    assert.equal(r.status, 200, JSON.stringify(r.body))
    const created = r.body.data
    assert.deepEqual(
      {
        name: created.name,
        visitedOn: created.visitedOn,
        note: created.note,
        photos: created.photos,
        regionCode: created.regionCode,
      },
      {
        name: '外婆家',
        visitedOn: '2019-10-01',
        note: '院子里的桂花树',
        photos: body.photos,
        regionCode: '510100',
      },
    )
    const listed = (await listOf(mine)).find((c) => c.id === created.id)
    assert.deepEqual(listed, created)
    const lit = await call(app, 'GET', '/api/v1/record/list', { sid: mine })
    assert.ok(lit.body.data.some((x: Json) => x.region.code === '510100' && x.source === 'custom'))
  })

  test('without a date or photos a custom record has no date and an empty photo list', async () => {
    const r = await create(mine, { name: '老房子', ...CHENGDU })
    assert.equal(r.status, 200)
    assert.equal(r.body.data.visitedOn, null)
    assert.deepEqual(r.body.data.photos, [])
  })

  test("today and tomorrow (the server's UTC days) are accepted as visit dates, and 1900-01-01", async () => {
    for (const visitedOn of [utcToday(), addDays(utcToday(), 1), '1900-01-01']) {
      const r = await create(mine, { name: '日期边界', ...CHENGDU, visitedOn })
      assert.equal(r.status, 200, `${visitedOn}: ${JSON.stringify(r.body)}`)
      assert.equal(r.body.data.visitedOn, visitedOn)
    }
  })

  const BAD: Array<[string, Json]> = [
    ['an empty name', { name: '', ...CHENGDU }],
    ['a name of spaces', { name: '   ', ...CHENGDU }],
    ['a name of 41 characters', { name: '家'.repeat(41), ...CHENGDU }],
    ['latitude 91', { name: '北极以北', lat: 91, lon: 0 }],
    ['longitude 181', { name: '日界线', lat: 0, lon: 181 }],
    ["the date 'yesterday'", { name: '昨天', ...CHENGDU, visitedOn: 'yesterday' }],
    ['the date 2999-01-01', { name: '未来', ...CHENGDU, visitedOn: '2999-01-01' }],
    ['the day after tomorrow', { name: '后天', ...CHENGDU, visitedOn: addDays(utcToday(), 2) }],
    ['the date 1899-12-31', { name: '很久以前', ...CHENGDU, visitedOn: '1899-12-31' }],
    ['the date 2023-02-29', { name: '不存在的一天', ...CHENGDU, visitedOn: '2023-02-29' }],
    ['the date 2023-1-5', { name: '格式', ...CHENGDU, visitedOn: '2023-1-5' }],
    ['10 photos', { name: '十张', ...CHENGDU, photos: Array.from({ length: 10 }, (_, i) => UPLOAD(i + 1)) }],
    ['a photo on another host', { name: '外链', ...CHENGDU, photos: ['https://evil.example/a.jpg'] }],
    ['a javascript: photo', { name: '脚本', ...CHENGDU, photos: ['javascript:alert(1)'] }],
    ['a note of 201 characters', { name: '长备注', ...CHENGDU, note: '字'.repeat(201) }],
    ['a number for a name', { name: 42, ...CHENGDU }],
  ]

  test('bad bodies are refused with 400 in the standard shape and store nothing', async () => {
    const unchanged = await dbFingerprint(app)
    for (const [label, body] of BAD) {
      const r = await create(mine, body)
      assert.equal(r.status, 400, `${label}: ${JSON.stringify(r.body)}`)
      assert.equal(r.body.success, false, label)
      assert.equal(r.body.data, null, label)
    }
    assert.equal(await dbFingerprint(app), unchanged)
  })

  test('a refused date does not light the region either', async () => {
    const fresh = await loginNew(app, 8103)
    const r = await create(fresh.sid, { name: '未来', lat: 39.9, lon: 116.4, visitedOn: '2999-01-01' })
    assert.equal(r.status, 400)
    const lit = await call(app, 'GET', '/api/v1/record/list', { sid: fresh.sid })
    assert.deepEqual(lit.body.data, [])
  })

  test('fields the schema does not name are dropped: the record is mine, dated now, with my region', async () => {
    const sentAt = Date.now()
    const r = await create(mine, {
      name: '夹带',
      ...CHENGDU,
      userId: 1,
      id: 1,
      regionCode: 'JP',
      createdAt: '2000-01-01T00:00:00.000Z',
    })
    assert.equal(r.status, 200)
    assert.equal(r.body.data.regionCode, '510100')
    assert.ok(Date.parse(r.body.data.createdAt) >= sentAt - 1000)
    assert.ok((await listOf(mine)).some((c) => c.id === r.body.data.id))
    assert.ok(!(await listOf(other)).some((c) => c.id === r.body.data.id))
  })

  test("another traveller's custom record cannot be deleted or renamed (404) and stays as it was", async () => {
    const theirs = (await create(other, { name: '他的秘密基地', ...CHENGDU })).body.data
    const unchanged = await dbFingerprint(app)
    const del = await call(app, 'POST', '/api/v1/record/custom/delete', {
      sid: mine,
      body: { id: theirs.id },
    })
    assert.equal(del.status, 404)
    assert.equal(del.body.success, false)
    const ren = await call(app, 'POST', '/api/v1/update/name', {
      sid: mine,
      body: { id: theirs.id, name: '我的了' },
    })
    assert.equal(ren.status, 404)
    assert.equal(await dbFingerprint(app), unchanged)
    assert.deepEqual(
      (await listOf(other)).find((c) => c.id === theirs.id),
      theirs,
    )
  })

  test('an unknown id answers 404 and changes nothing', async () => {
    const unchanged = await dbFingerprint(app)
    const r = await call(app, 'POST', '/api/v1/record/custom/delete', { sid: mine, body: { id: 999999 } })
    assert.equal(r.status, 404)
    assert.equal(await dbFingerprint(app), unchanged)
  })

  test('deleting removes the custom record once: the second delete answers 404', async () => {
    const made = (await create(mine, { name: '删两次', ...CHENGDU })).body.data
    const first = await call(app, 'POST', '/api/v1/record/custom/delete', {
      sid: mine,
      body: { id: made.id },
    })
    assert.equal(first.status, 200)
    assert.deepEqual(first.body.data, { removed: 1 })
    assert.ok(!(await listOf(mine)).some((c) => c.id === made.id))
    const second = await call(app, 'POST', '/api/v1/record/custom/delete', {
      sid: mine,
      body: { id: made.id },
    })
    assert.equal(second.status, 404)
  })

  test('deleting a custom record leaves the region it lit lit', async () => {
    const fresh = await loginNew(app, 8104)
    const made = (await create(fresh.sid, { name: '西湖边', lat: 30.25, lon: 120.15 })).body.data
    assert.equal(made.regionCode, '330100')
    await call(app, 'POST', '/api/v1/record/custom/delete', { sid: fresh.sid, body: { id: made.id } })
    const lit = await call(app, 'GET', '/api/v1/record/list', { sid: fresh.sid })
    assert.ok(lit.body.data.some((x: Json) => x.region.code === '330100'))
  })

  test('two creates of the same name at once both succeed as separate records and light the region once', async () => {
    const fresh = await loginNew(app, 8105)
    const body = { name: '同名', lat: 22.54, lon: 114.06 }
    const [a, b] = await Promise.all([create(fresh.sid, body), create(fresh.sid, body)])
    assert.equal(a.status, 200, JSON.stringify(a.body))
    assert.equal(b.status, 200, JSON.stringify(b.body))
    assert.notEqual(a.body.data.id, b.body.data.id)
    assert.equal((await listOf(fresh.sid)).filter((c) => c.name === '同名').length, 2)
    const lit = await call(app, 'GET', '/api/v1/record/list', { sid: fresh.sid })
    const codes = lit.body.data.map((x: Json) => x.region.code)
    assert.equal(codes.filter((c: string) => c === '440300').length, 1)
  })

  test('a rename to spaces is refused; a rename keeps the date and photos', async () => {
    const made = (
      await create(mine, { name: '旧名', ...CHENGDU, visitedOn: '2020-05-01', photos: [UPLOAD(7)] })
    ).body.data
    const spaces = await call(app, 'POST', '/api/v1/update/name', {
      sid: mine,
      body: { id: made.id, name: '  ' },
    })
    assert.equal(spaces.status, 400)
    const r = await call(app, 'POST', '/api/v1/update/name', {
      sid: mine,
      body: { id: made.id, name: ' 新名 ' },
    })
    assert.equal(r.status, 200)
    assert.deepEqual(r.body.data, { ...made, name: '新名' })
  })

  test('every custom call needs a session', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v1/record/custom/list', undefined],
      ['POST', '/api/v1/record/custom/create', { name: 'x', ...CHENGDU }],
      ['POST', '/api/v1/record/custom/delete', { id: 1 }],
    ] as const) {
      const r = await call(app, method, url, { body })
      assert.equal(r.status, 401, url)
    }
  })
})
