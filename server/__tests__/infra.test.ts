import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, PRODUCTION_SETTINGS } from './helpers'
import { feApiSign } from '../../types/api/sign'

describe('the signed /fe_api prefix', () => {
  const app = testApp()
  after(() => app.close())

  test('accepts a call whose X-Sign matches path, sorted query and salt', async () => {
    const sign = feApiSign('/fe_api/web/poi/detail', { id: 4 })
    const r = await call(app, 'GET', '/fe_api/web/poi/detail?id=4', { headers: { 'x-sign': sign } })
    assert.equal(r.body.code, 0)
    assert.equal(r.body.data.nameEn, 'Senso-ji')
  })

  test('rejects a missing or wrong X-Sign with 403 and code 40002', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'x-sign': feApiSign('/fe_api/web/poi/detail', { id: 5 }) },
    ]) {
      const r = await call(app, 'GET', '/fe_api/web/poi/detail?id=4', { headers })
      assert.equal(r.status, 403)
      assert.equal(r.body.code, 40002)
    }
  })
})

describe('company SSO', () => {
  const app = testApp()
  after(() => app.close())
  const service = 'http://localhost:8080/web/journey/admin-detail/1'

  test('the login page refuses a service on a host that is not allowed', async () => {
    const r = await app.inject({
      url: `/sso/login?service=${encodeURIComponent('https://evil.example/steal')}`,
    })
    assert.equal(r.statusCode, 400)
    assert.match(r.body, /not allowed/)
  })

  test('signing in redirects to the service with a ticket that is exchanged once for a session', async () => {
    const page = await app.inject({ url: `/sso/login?service=${encodeURIComponent(service)}` })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /<form method="post"/)
    const post = await app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ service, account: '13800000003', password: 'trip-demo' }).toString(),
    })
    assert.equal(post.statusCode, 302)
    const location = new URL(String(post.headers.location))
    assert.equal(location.host, 'localhost:8080')
    const ticket = location.searchParams.get('ticket')!
    const body = { ticket, validate_service: service, subsystem_alias: 'trip-admin', set_global_domain: true }
    const login = await call(app, 'POST', '/sso/internal_login', { body })
    assert.equal(login.body.code, 0)
    assert.equal(login.body.data.internalUser.id, 3)
    const sid = login.body.data.access_token
    const info = await call(app, 'POST', '/sso/user_info', { sid })
    assert.equal(info.body.data.internalUser.role, 'admin')
    const again = await call(app, 'POST', '/sso/internal_login', { body })
    assert.equal(again.status, 401)
    assert.equal((await call(app, 'POST', '/sso/logout', { sid })).body.code, 0)
    assert.equal((await call(app, 'POST', '/sso/user_info', { sid })).status, 401)
  })

  test('a wrong password shows the page again with 401', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ service, account: '13800000003', password: 'nope' }).toString(),
    })
    assert.equal(post.statusCode, 401)
  })
})

describe('collectors', () => {
  const app = testApp()
  after(() => app.close())

  test('the tracker stores a text/plain event and counts a malformed body as dropped', async () => {
    const good = await app.inject({
      method: 'POST',
      url: '/tracker/collect',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ context: { app_id: 112 }, event_info: { event_key: 'pv' } }),
    })
    assert.equal(good.json().data.accepted, 1)
    const bad = await app.inject({
      method: 'POST',
      url: '/tracker/collect',
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    })
    assert.equal(bad.statusCode, 200)
    assert.deepEqual(bad.json().data, { accepted: 0, dropped: 1 })
    const badJson = await app.inject({
      method: 'POST',
      url: '/monitor/report',
      headers: { 'content-type': 'application/json' },
      payload: '{"events": [',
    })
    assert.equal(badJson.json().data.dropped, 1)
    const stats = await app.db.selectFrom('collector_stats').selectAll().execute()
    assert.deepEqual(
      stats.find((s) => s.channel === 'tracker'),
      { channel: 'tracker', accepted: 1, dropped: 1 },
    )
  })

  test('the monitor stores a batch of events', async () => {
    const r = await call(app, 'POST', '/monitor/report', {
      body: { events: [{ type: 'error' }, { type: 'fcp', value: 1200 }, 3] },
    })
    assert.deepEqual(r.body.data, { accepted: 2, dropped: 1 })
  })

  test('a body over 64 KiB gets 413 in the standard shape', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/tracker/collect',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(70 * 1024),
    })
    assert.equal(r.statusCode, 413)
    assert.equal(r.json().code, 41300)
  })
})

describe('development anti-spam switches', () => {
  const app = testApp()
  let sid = ''
  before(async () => {
    sid = await loginAs(app, 3)
  })
  after(() => app.close())

  test('a kong rule answers the next request of that path with x-kong-sign, then stops', async () => {
    await call(app, 'POST', '/api/v1/dev/antispam', {
      sid,
      body: { path: 'web/poi/detail', mode: 'kong', sign: 2 },
    })
    const hit = await call(app, 'GET', '/api/v1/web/poi/detail?id=1')
    assert.equal(hit.status, 406)
    assert.equal(hit.headers['x-kong-sign'], '2')
    const next = await call(app, 'GET', '/api/v1/web/poi/detail?id=1')
    assert.equal(next.status, 200)
  })

  test('redpass answers 418 with code and locationTag; legacy401 answers 200 with code -101', async () => {
    await call(app, 'POST', '/api/v1/dev/antispam', {
      sid,
      body: { path: '/api/v1/user/uuid', mode: 'redpass', locationTag: 'sso' },
    })
    const r = await call(app, 'GET', '/api/v1/user/uuid')
    assert.equal(r.status, 418)
    assert.equal(r.body.code, 51105)
    assert.equal(r.body.locationTag, 'sso')
    await call(app, 'POST', '/api/v1/dev/antispam', { sid, body: { path: 'user/uuid', mode: 'legacy401' } })
    const l = await call(app, 'GET', '/api/v1/user/uuid')
    assert.equal(l.status, 200)
    assert.equal(l.body.code, -101)
  })

  test('the switches do not exist in production', async () => {
    const prod = testApp(PRODUCTION_SETTINGS)
    const r = await call(prod, 'POST', '/api/v1/dev/antispam', {
      body: { path: 'user/uuid', mode: 'legacy401' },
    })
    assert.equal(r.status, 404)
    await prod.close()
  })
})

describe('docs, media and errors', () => {
  const app = testApp()
  after(() => app.close())

  test('serves OpenAPI with the product paths at /api/docs', async () => {
    const r = await app.inject({ url: '/api/docs/json' })
    assert.equal(r.statusCode, 200)
    const spec = r.json()
    assert.ok(spec.paths['/api/v1/web/journey/detail'])
    assert.ok(spec.paths['/api/v1/draw_lottery'])
    assert.equal(spec.paths['/fe_api/web/journey/detail'], undefined)
    const ui = await app.inject({ url: '/api/docs/' })
    assert.equal(ui.statusCode, 200)
  })

  test('draws images locally as SVG', async () => {
    const r = await app.inject({ url: '/api/v1/media/journey/1.svg' })
    assert.equal(r.statusCode, 200)
    assert.match(String(r.headers['content-type']), /image\/svg\+xml/)
    assert.match(r.body, /东京/)
    assert.equal((await app.inject({ url: '/api/v1/media/nope/1.svg' })).statusCode, 404)
  })

  test('a malformed JSON body gets 400 in the standard shape, not HTML', async () => {
    const sid = await loginAs(app, 1)
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/user/me/v2',
      headers: { authorization: sid, 'content-type': 'application/json' },
      payload: '{"nickname":',
    })
    assert.equal(r.statusCode, 400)
    assert.equal(r.json().success, false)
  })

  test('an unexpected error answers a generic 500 without the stack', async () => {
    const broken = testApp()
    broken.get('/api/v1/__boom', async () => {
      throw new Error('secret internals at /work/main/server')
    })
    const r = await broken.inject({ url: '/api/v1/__boom' })
    assert.equal(r.statusCode, 500)
    assert.deepEqual(r.json(), { code: 50000, msg: 'internal server error', success: false, data: null })
    await broken.close()
  })
})

describe('CORS and rate limit', () => {
  test('CORS allows a configured origin and no other', async () => {
    const app = testApp({ corsOrigins: ['http://localhost:10086'] })
    const good = await app.inject({ url: '/api/v1/user/uuid', headers: { origin: 'http://localhost:10086' } })
    assert.equal(good.headers['access-control-allow-origin'], 'http://localhost:10086')
    const bad = await app.inject({ url: '/api/v1/user/uuid', headers: { origin: 'https://evil.example' } })
    assert.equal(bad.headers['access-control-allow-origin'], undefined)
    await app.close()
  })

  test('the rate limit answers 429 in the standard shape', async () => {
    const app = testApp({ rateLimit: 3 })
    const codes = []
    for (let i = 0; i < 4; i++)
      codes.push((await app.inject({ url: '/api/v1/poi/feedback-scene' })).statusCode)
    assert.deepEqual(codes, [200, 200, 200, 429])
    const r = await app.inject({ url: '/api/v1/poi/feedback-scene' })
    assert.equal(r.json().code, 42900)
    await app.close()
  })
})
