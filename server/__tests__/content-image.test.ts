// Issue 16: the image campaign pages: seeded content, the slice images, and the operators' endpoint
// with its checks (allowed hosts, existing ids, sizes), refusals that change nothing, and concurrency.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, dbFingerprint, rowCount, type Json } from './helpers'
import { IMAGE_CAMPAIGN_IDS } from '../../types/routes/route-table'
import { API_CODES } from '../../types/api/codes'

const api = (p: string) => `/api/v1/${p}`
const spotsOf = (page: Json) => page.slices.flatMap((s: Json) => s.hotSpots) as Json[]

describe('image campaign pages', () => {
  const app = testApp()
  let admin = ''
  let user = ''
  const pages: Json[] = []
  before(async () => {
    admin = await loginAs(app, 3)
    user = await loginAs(app, 1)
    for (const key of IMAGE_CAMPAIGN_IDS) {
      const r = await call(app, 'GET', api(`campaign/image/get?key=${key}`))
      assert.equal(r.status, 200, key)
      pages.push(r.body.data)
    }
  })
  after(() => app.close())
  const page = async (key: string) => (await call(app, 'GET', api(`campaign/image/get?key=${key}`))).body.data
  const update = (content: unknown, sid = admin) =>
    call(app, 'POST', api('admin/content/image/update'), { sid, body: { content } })

  test('all 12 pages are seeded with distinct titles and distinct slice sets', () => {
    assert.equal(pages.length, 12)
    assert.equal(new Set(pages.map((p) => p.title)).size, 12)
    assert.equal(new Set(pages.map((p) => p.titleEn)).size, 12)
    assert.equal(new Set(pages.map((p) => p.slices.map((s: Json) => s.alt).join('|'))).size, 12)
    for (const p of pages) {
      assert.ok(p.slices.length >= 3 && p.slices.length <= 5, p.key)
      for (const s of p.slices) {
        assert.ok(s.alt && s.altEn, p.key)
        assert.ok(s.hotSpots.length >= 1 && s.hotSpots.length <= 3, p.key)
      }
    }
  })

  test('every page has journey, place, map and allowed link hot spots whose ids exist', async () => {
    for (const p of pages) {
      const kinds = new Set(spotsOf(p).map((h) => h.action.kind))
      for (const k of ['journey', 'place', 'map', 'link']) assert.ok(kinds.has(k), `${p.key} lacks ${k}`)
      for (const h of spotsOf(p)) {
        const a = h.action
        if (a.kind === 'journey') {
          const j = await app.db
            .selectFrom('journeys')
            .selectAll()
            .where('id', '=', a.journeyId)
            .executeTakeFirst()
          assert.ok(j && j.visibility === 'public' && !j.deleted_at, `${p.key} journey ${a.journeyId}`)
        }
        if (a.kind === 'place') {
          const pl = await app.db
            .selectFrom('places')
            .select('id')
            .where('id', '=', a.placeId)
            .executeTakeFirst()
          assert.ok(pl, `${p.key} place ${a.placeId}`)
        }
        if (a.kind === 'link') assert.match(a.url, /^https:\/\/www\.trip\.example\//)
      }
    }
  })

  test('slice images are drawn locally per page and slice, cached, with the heading', async () => {
    const bodies = new Set<string>()
    for (const p of pages) {
      const res = await app.inject({ url: p.slices[1].url })
      assert.equal(res.statusCode, 200, p.slices[1].url)
      assert.match(String(res.headers['content-type']), /image\/svg\+xml/)
      assert.match(String(res.headers['cache-control']), /max-age=86400/)
      assert.ok(res.body.includes(p.slices[1].alt.split('：')[0]), p.key)
      bodies.add(res.body)
      assert.equal((await app.inject({ url: p.slices[1].url })).body, res.body, 'deterministic')
    }
    assert.equal(bodies.size, 12)
    assert.equal((await app.inject({ url: '/api/v1/media/campaign/nosuch-1.svg' })).statusCode, 404)
  })

  test('an unknown page answers 404 with the content-missing code; a malformed key 400', async () => {
    const r = await call(app, 'GET', api('campaign/image/get?key=nosuchpage'))
    assert.equal(r.status, 404)
    assert.equal(r.body.code, API_CODES.CONTENT_MISSING)
    assert.equal((await call(app, 'GET', api('campaign/image/get?key=../x'))).status, 400)
  })

  test('an operator replaces a page; the page shows it; the change is audited', async () => {
    const c = await page('nightwalk')
    c.title = '日落后出发（新版）'
    c.slices = c.slices.slice(0, 3)
    const r = await update(c)
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.deepEqual(r.body.data, { key: 'nightwalk' })
    const shown = await page('nightwalk')
    assert.equal(shown.title, '日落后出发（新版）')
    assert.equal(shown.slices.length, 3)
    const audit = await app.db
      .selectFrom('content_audit')
      .selectAll()
      .where('target', '=', 'nightwalk')
      .execute()
    assert.equal(audit.length, 1)
    assert.equal(audit[0]!.user_id, 3)
  })

  test('a traveller gets 403 and a visitor 401; nothing changes', async () => {
    const c = await page('lyl')
    const fp = await dbFingerprint(app)
    assert.equal((await update(c, user)).status, 403)
    assert.equal(
      (await call(app, 'POST', api('admin/content/image/update'), { body: { content: c } })).status,
      401,
    )
    assert.equal(await dbFingerprint(app), fp)
  })

  const refusals: [string, (c: Json) => void][] = [
    [
      'a link hot spot to another host',
      (c) => (c.slices[0].hotSpots[0].action = { kind: 'link', url: 'https://evil.example/x' }),
    ],
    [
      'a javascript: link',
      (c) => (c.slices[0].hotSpots[0].action = { kind: 'link', url: 'javascript:alert(1)' }),
    ],
    [
      'a look-alike host',
      (c) => (c.slices[0].hotSpots[0].action = { kind: 'link', url: 'https://trip.example.evil.com/' }),
    ],
    [
      'a journey that does not exist',
      (c) => (c.slices[0].hotSpots[0].action = { kind: 'journey', journeyId: 99999 }),
    ],
    ['a private journey', (c) => (c.slices[0].hotSpots[0].action = { kind: 'journey', journeyId: 7 })],
    [
      'a place that does not exist',
      (c) => (c.slices[0].hotSpots[0].action = { kind: 'place', placeId: 99999 }),
    ],
    ['a slice image on another host', (c) => (c.slices[0].url = 'https://evil.example/a.png')],
    ['a data: slice image', (c) => (c.slices[0].url = 'data:image/svg+xml,<svg/>')],
    ['a key that is not one of the 12', (c) => (c.key = 'mypage')],
    ['a huge title', (c) => (c.title = '长'.repeat(5000))],
    ['a hot spot reaching outside its slice', (c) => (c.slices[0].hotSpots[0].x = 90)],
    ['no slices', (c) => (c.slices = [])],
    ['a number for the title', (c) => (c.title = 42)],
    ['a bad background colour', (c) => (c.background = 'red')],
    ['an unknown action kind', (c) => (c.slices[0].hotSpots[0].action = { kind: 'script', code: 'x' })],
  ]
  for (const [what, spoil] of refusals) {
    test(`refuses ${what} with 400 and changes nothing`, async () => {
      const c = await page('20250714')
      spoil(c)
      const fp = await dbFingerprint(app)
      const r = await update(c)
      assert.equal(r.status, 400, JSON.stringify(r.body))
      assert.equal(r.body.success, false)
      assert.ok(r.body.msg.length > 0)
      assert.equal(await dbFingerprint(app), fp)
    })
  }

  test('fields the contract does not name are dropped, not stored', async () => {
    const c = await page('fuji')
    c.script = '<script>'
    c.slices[0].onclick = 'x'
    assert.equal((await update(c)).status, 200)
    const row = await app.db
      .selectFrom('image_campaigns')
      .selectAll()
      .where('key', '=', 'fuji')
      .executeTakeFirstOrThrow()
    assert.ok(!row.content_json.includes('script') && !row.content_json.includes('onclick'))
  })

  test('concurrent operator updates leave one whole version, each audited', async () => {
    const base = await page('japan')
    const audited = await rowCount(app, 'content_audit')
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => update({ ...base, title: `图鉴 ${i}`, subtitle: `副标题 ${i}` })),
    )
    assert.ok(results.every((r) => r.status === 200))
    const shown = await page('japan')
    const n = shown.title.split(' ')[1]
    assert.equal(shown.subtitle, `副标题 ${n}`)
    assert.equal(await rowCount(app, 'content_audit'), audited + 10)
  })
})
