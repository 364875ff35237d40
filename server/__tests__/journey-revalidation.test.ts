// The shared journey's answer reused between changes (issue 18): a weak ETag and 304 for a reader who
// holds the current version, the checks still run first, and views still counted.
import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs } from './helpers'

const DETAIL = '/api/v1/web/journey/detail'

describe('shared journey revalidation', () => {
  const app = testApp()
  after(() => app.close())

  const views = async (id: number) => {
    await app.viewCounts.flush()
    const row = await app.db
      .selectFrom('journeys')
      .select('views')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return row.views
  }

  test('answers with a weak ETag, revalidated on every use, and the same ETag gets 304 with no body', async () => {
    const first = await app.inject({ url: `${DETAIL}?id=1` })
    assert.equal(first.statusCode, 200)
    const etag = String(first.headers.etag)
    assert.match(etag, /^W\/"[\w-]+"$/)
    assert.equal(first.headers['cache-control'], 'private, no-cache')
    const again = await app.inject({ url: `${DETAIL}?id=1`, headers: { 'if-none-match': etag } })
    assert.equal(again.statusCode, 304)
    assert.equal(again.body, '')
    assert.equal(again.headers.etag, etag)
    const listed = await app.inject({
      url: `${DETAIL}?id=1`,
      headers: { 'if-none-match': `W/"other", ${etag}` },
    })
    assert.equal(listed.statusCode, 304)
    const other = await app.inject({ url: `${DETAIL}?id=1`, headers: { 'if-none-match': 'W/"other"' } })
    assert.equal(other.statusCode, 200)
    assert.equal(JSON.parse(other.body).data.id, 1)
  })

  test('keeps the ETag while only views move, and counts a view for every open, 304s included', async () => {
    const before = await views(2)
    const first = await app.inject({ url: `${DETAIL}?id=2` })
    await app.viewCounts.flush()
    const second = await app.inject({
      url: `${DETAIL}?id=2`,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    assert.equal(second.statusCode, 304)
    assert.equal(await views(2), before + 2)
    const third = await app.inject({ url: `${DETAIL}?id=2` })
    assert.equal(JSON.parse(third.body).data.stats.views, before + 2)
    assert.equal(third.headers.etag, first.headers.etag)
  })

  test('an edit or a save changes the ETag, so the next revalidation gets the new journey', async () => {
    const first = await app.inject({ url: `${DETAIL}?id=4` })
    const items = JSON.parse(first.body).data.days[0].items.length
    const owner = await loginAs(app, 1)
    const edit = await call(app, 'POST', '/api/v1/journey/event/poi/create', {
      sid: owner,
      body: { journeyId: 4, dayIndex: 1, placeId: 1, note: 'again' },
    })
    assert.equal(edit.body.code, 0)
    const edited = await app.inject({
      url: `${DETAIL}?id=4`,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    assert.equal(edited.statusCode, 200)
    assert.equal(JSON.parse(edited.body).data.days[0].items.length, items + 1)
    assert.notEqual(edited.headers.etag, first.headers.etag)

    const reader = await loginAs(app, 3)
    const save = await call(app, 'POST', '/api/v1/journey/save', {
      sid: reader,
      body: { journeyId: 4, saved: true },
    })
    assert.equal(save.body.code, 0)
    const saved = await app.inject({
      url: `${DETAIL}?id=4`,
      headers: { 'if-none-match': String(edited.headers.etag) },
    })
    assert.equal(saved.statusCode, 200)
    assert.equal(JSON.parse(saved.body).data.stats.saves, save.body.data.saves)
  })

  test("a private journey's ETag gets a stranger 403, not 304: who may read is checked first", async () => {
    const row = await app.db
      .selectFrom('journeys')
      .select('owner_id')
      .where('id', '=', 7)
      .executeTakeFirstOrThrow()
    const owner = await loginAs(app, row.owner_id)
    const mine = await app.inject({ url: `${DETAIL}?id=7`, headers: { authorization: owner } })
    assert.equal(mine.statusCode, 200)
    const etag = String(mine.headers.etag)
    const stranger = await app.inject({ url: `${DETAIL}?id=7`, headers: { 'if-none-match': etag } })
    assert.equal(stranger.statusCode, 403)
    const ownerAgain = await app.inject({
      url: `${DETAIL}?id=7`,
      headers: { authorization: owner, 'if-none-match': etag },
    })
    assert.equal(ownerAgain.statusCode, 304)
  })

  test('a reused answer is byte for byte what the route serializes, in the standard shape', async () => {
    const a = await app.inject({ url: `${DETAIL}?id=3` })
    const b = await app.inject({ url: `${DETAIL}?id=3` })
    assert.equal(a.body, b.body)
    const body = JSON.parse(a.body)
    assert.deepEqual(Object.keys(body).sort(), ['code', 'data', 'msg', 'success'])
    assert.equal(body.code, 0)
    assert.match(String(a.headers['content-type']), /^application\/json/)
  })
})
