// Issue 11, defect 8: the development switches and the operator's telemetry read answer admins only,
// and the anti-spam switch exists in development and tests only.
import { test, describe, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, PRODUCTION_SETTINGS } from './helpers'

const GUARDED: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  { method: 'POST', url: '/api/v1/dev/antispam', body: { path: 'user/uuid', mode: 'redpass' } },
  { method: 'POST', url: '/api/v1/dev/antispam/clear', body: {} },
  { method: 'GET', url: '/api/v1/dev/antispam' },
  { method: 'GET', url: '/telemetry/latest' },
]

describe('development switches', () => {
  const app = testApp()
  let user = ''
  let admin = ''
  before(async () => {
    user = await loginAs(app, 1)
    admin = await loginAs(app, 3)
  })
  after(() => app.close())

  test('anonymous callers get 401 and signed-in non-admins 403, and no switch is armed', async () => {
    for (const { method, url, body } of GUARDED) {
      const anonymous = await call(app, method, url, { body })
      assert.equal(anonymous.status, 401, `${method} ${url}`)
      assert.equal(anonymous.body.success, false)
      const plain = await call(app, method, url, { body, sid: user })
      assert.equal(plain.status, 403, `${method} ${url}`)
    }
    assert.equal((await call(app, 'GET', '/api/v1/user/uuid')).status, 200)
  })

  test('the admin may use them', async () => {
    for (const { method, url, body } of GUARDED) {
      const r = await call(app, method, url, { body, sid: admin })
      assert.equal(r.status, 200, `${method} ${url}`)
    }
    // The redpass rule armed above answers the next anonymous call with 418.
    await call(app, 'POST', '/api/v1/dev/antispam', {
      sid: admin,
      body: { path: 'user/uuid', mode: 'redpass' },
    })
    assert.equal((await call(app, 'GET', '/api/v1/user/uuid')).status, 418)
  })

  test('neither exists in production', async () => {
    const prod = testApp(PRODUCTION_SETTINGS)
    try {
      for (const { method, url, body } of GUARDED) {
        assert.equal((await call(prod, method, url, { body })).status, 404, `${method} ${url}`)
      }
    } finally {
      await prod.close()
    }
  })
})
