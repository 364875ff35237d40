// Issue 11, defect 5: JSON bodies are validated as they are typed (no coercion); query strings still
// convert numeric text.
import { test, describe, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, dbFingerprint } from './helpers'

type Case = [url: string, body: Record<string, unknown>]

const NOT_AN_ID = [true, false, '0x10', '1', '1e0', ' 1', [1], null, 1.5, {}, '']
const NOT_A_BOOLEAN = [null, 'true', 'false', 1, 0, [true], '']
const NOT_A_SMALL_INT = ['1', true, [1], null, 1.5, '0x1']

const CASES: Case[] = [
  ...NOT_AN_ID.map((journeyId): Case => ['/api/v1/journey/save', { journeyId, saved: false }]),
  ...NOT_A_BOOLEAN.map((saved): Case => ['/api/v1/journey/save', { journeyId: 1, saved }]),
  ...NOT_AN_ID.map((journeyId): Case => ['/api/v1/share/journey/for/web', { journeyId, channel: 'wechat' }]),
  ...NOT_A_SMALL_INT.map((gender): Case => ['/api/v1/user/me/v2', { gender }]),
  ...[123, ['name'], null, true].map((nickname): Case => ['/api/v1/user/me/v2', { nickname }]),
  ...NOT_AN_ID.map((placeId): Case => [
    '/api/v1/poi/feedback',
    { placeId, scene: 'closed', text: 'closed now' },
  ]),
]

describe('strict JSON bodies', () => {
  const app = testApp()
  let sid = ''
  before(async () => {
    sid = await loginAs(app, 1)
    const saved = await call(app, 'POST', '/api/v1/journey/save', {
      sid,
      body: { journeyId: 1, saved: true },
    })
    assert.equal(saved.body.code, 0)
  })
  after(() => app.close())

  test('{"journeyId":[1],"saved":null} is refused and journey 1 stays saved', async () => {
    const r = await call(app, 'POST', '/api/v1/journey/save', { sid, body: { journeyId: [1], saved: null } })
    assert.equal(r.status, 400)
    const saved = await call(app, 'GET', '/api/v1/journey/saved?id=1', { sid })
    assert.equal(saved.body.data.saved, true)
  })

  test('a body value of the wrong JSON type is refused with 400 in the standard shape and changes nothing', async () => {
    const unchanged = await dbFingerprint(app)
    for (const [url, body] of CASES) {
      const r = await call(app, 'POST', url, { sid, body })
      const label = `${url} ${JSON.stringify(body)}`
      assert.equal(r.status, 400, label)
      assert.equal(r.body.success, false, label)
      assert.equal(r.body.data, null, label)
    }
    assert.equal(await dbFingerprint(app), unchanged)
  })

  test('fields a body schema does not name are dropped, the named ones used', async () => {
    const r = await call(app, 'POST', '/api/v1/user/me/v2', { sid, body: { gender: 1, role: 'admin' } })
    assert.equal(r.status, 200)
    assert.equal(r.body.data.gender, 1)
    assert.equal(r.body.data.role, 'user')
  })

  test('query strings still convert numeric text', async () => {
    const r = await call(app, 'GET', '/api/v1/journey/saved?id=1', { sid })
    assert.equal(r.status, 200)
    assert.equal(r.body.data.saved, true)
  })
})
