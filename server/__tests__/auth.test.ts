import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs } from './helpers'

describe('sign-in and sessions', () => {
  const app = testApp()
  after(() => app.close())

  test('a web visitor signs in with phone and the test code and becomes a user', async () => {
    await call(app, 'POST', '/api/v1/auth/send_code', { body: { phone: '13912345678' } })
    const res = await call(app, 'POST', '/api/v1/auth/login', {
      body: { phone: '13912345678', code: '000000' },
    })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.data.user.phone, '139****5678')
    const me = await call(app, 'GET', '/api/v1/user/me/v2', { sid: res.body.data.sessionId })
    assert.equal(me.body.data.id, res.body.data.user.id)
  })

  test('the code sent by send_code signs in once, and a wrong code is refused', async () => {
    await call(app, 'POST', '/api/v1/auth/send_code', { body: { phone: '13700000000' } })
    const row = await app.db
      .selectFrom('login_codes')
      .selectAll()
      .where('phone', '=', '13700000000')
      .executeTakeFirstOrThrow()
    const wrong = row.code === '123456' ? '654321' : '123456'
    const bad = await call(app, 'POST', '/api/v1/auth/login', { body: { phone: '13700000000', code: wrong } })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.code, 40102)
    const good = await call(app, 'POST', '/api/v1/auth/login', {
      body: { phone: '13700000000', code: row.code },
    })
    assert.equal(good.body.code, 0)
    const again = await call(app, 'POST', '/api/v1/auth/login', {
      body: { phone: '13700000000', code: row.code },
    })
    assert.equal(again.status, 400)
  })

  test('asking for a second code within a minute is refused', async () => {
    await call(app, 'POST', '/api/v1/auth/send_code', { body: { phone: '13600000000' } })
    const again = await call(app, 'POST', '/api/v1/auth/send_code', { body: { phone: '13600000000' } })
    assert.equal(again.status, 409)
  })

  test('the session id works as Authorization, as Bearer and as sid query parameter', async () => {
    const sid = await loginAs(app, 1)
    for (const opts of [{ sid }, { headers: { authorization: `Bearer ${sid}` } }]) {
      const res = await call(app, 'GET', '/api/v1/user/me/v2', opts)
      assert.equal(res.body.data.id, 1)
    }
    const q = await call(app, 'GET', `/api/v1/user/me/v2?sid=${sid}`)
    assert.equal(q.body.data.id, 1)
  })

  test('an unknown app token gets 401', async () => {
    const res = await call(app, 'POST', '/api/v1/auth/app_login', { body: { userToken: 'nope' } })
    assert.equal(res.status, 401)
    assert.equal(res.body.code, 40103)
  })

  test('an expired session gets 401 with the expired code', async () => {
    const sid = await loginAs(app, 2)
    await app.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', sid)
      .execute()
    const res = await call(app, 'GET', '/api/v1/user/me/v2', { sid })
    assert.equal(res.status, 401)
    assert.equal(res.body.code, 40101)
  })

  test('after logout the session no longer works', async () => {
    const sid = await loginAs(app, 4)
    assert.equal((await call(app, 'POST', '/api/v1/auth/logout', { sid })).body.code, 0)
    assert.equal((await call(app, 'GET', '/api/v1/user/me/v2', { sid })).status, 401)
  })

  test('a non-admin gets 403 from the admin journey view, an admin gets it', async () => {
    const user = await loginAs(app, 1)
    assert.equal((await call(app, 'GET', '/api/v1/web/journey/admin_detail?id=1', { sid: user })).status, 403)
    const admin = await loginAs(app, 3)
    const res = await call(app, 'GET', '/api/v1/web/journey/admin_detail?id=8', { sid: admin })
    assert.equal(res.body.code, 0)
    assert.ok(res.body.data.admin.deletedAt)
  })
})
