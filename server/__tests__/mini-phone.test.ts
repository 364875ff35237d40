import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { API_CODES } from '../../types/api/codes'
import { createSession } from '../services/sessions'
import { call, dbFingerprint, loginNew, PRODUCTION_SETTINGS, testApp } from './helpers'
import { startFakeVendors, type FakeVendors } from './fake-vendors'

const PHONE = '/api/v1/auth/mini_phone'

/** A traveller who signed in on a mini-program and has no phone yet. */
async function miniTraveller(app: FastifyInstance, name: string) {
  // Signed in on Douyin with the local exchanger of tests (this app has only WeChat configured).
  const res = await call(app, 'POST', '/api/v1/auth/mini_login', {
    body: { vendor: 'tt', code: `dev-${name}` },
  })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  assert.equal(res.body.data.user.phone, null)
  return { sid: res.body.data.sessionId as string, userId: res.body.data.user.id as number }
}

const phoneOf = async (app: FastifyInstance, userId: number) =>
  (await app.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst())?.phone

describe("binding the phone of a mini-program's phone button", () => {
  let vendors: FakeVendors
  let app: FastifyInstance
  before(async () => {
    vendors = await startFakeVendors()
    // WeChat against its local fake; the other vendors with the local reader of tests.
    app = testApp({ miniApps: { weapp: vendors.apps.weapp } })
  })
  after(async () => {
    await app.close()
    await vendors.close()
  })

  test("WeChat's code binds the traveller's phone, and the answer masks it", async () => {
    const { sid, userId } = await miniTraveller(app, 'phoneowner')
    const res = await call(app, 'POST', PHONE, {
      sid,
      body: { vendor: 'weapp', code: vendors.issuePhone('13800138001') },
    })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.equal(res.body.data.phone, '138****8001')
    assert.equal(await phoneOf(app, userId), '13800138001')
  })

  test('the same phone again is fine; an expired or used code is a 400 that changes nothing', async () => {
    const { sid, userId } = await miniTraveller(app, 'again')
    const code = vendors.issuePhone('13800138002')
    assert.equal((await call(app, 'POST', PHONE, { sid, body: { vendor: 'weapp', code } })).status, 200)
    const unchanged = await dbFingerprint(app)
    const used = await call(app, 'POST', PHONE, { sid, body: { vendor: 'weapp', code } })
    assert.equal(used.status, 400)
    assert.equal(used.body.code, API_CODES.MINI_CODE_INVALID)
    const expired = vendors.issuePhone('13800138099', { expired: true })
    assert.equal(
      (await call(app, 'POST', PHONE, { sid, body: { vendor: 'weapp', code: expired } })).status,
      400,
    )
    assert.equal(await dbFingerprint(app), unchanged)
    assert.equal(await phoneOf(app, userId), '13800138002')
    const same = await call(app, 'POST', PHONE, {
      sid,
      body: { vendor: 'weapp', code: vendors.issuePhone('13800138002') },
    })
    assert.equal(same.status, 200)
  })

  test("another account's phone is a 409 and neither account changes", async () => {
    const web = await loginNew(app, 4242)
    const webPhone = await phoneOf(app, web.userId)
    const mini = await miniTraveller(app, 'thief')
    const res = await call(app, 'POST', PHONE, {
      sid: mini.sid,
      body: { vendor: 'weapp', code: vendors.issuePhone(String(webPhone)) },
    })
    assert.equal(res.status, 409)
    assert.equal(res.body.code, API_CODES.PHONE_TAKEN)
    assert.equal(await phoneOf(app, mini.userId), null)
    assert.equal(await phoneOf(app, web.userId), webPhone)
  })

  test('an account with another phone keeps it (409)', async () => {
    const web = await loginNew(app, 4343)
    const res = await call(app, 'POST', PHONE, {
      sid: web.sid,
      body: { vendor: 'weapp', code: vendors.issuePhone('13800138003') },
    })
    assert.equal(res.status, 409)
    assert.equal(await phoneOf(app, web.userId), `139${String(4343).padStart(8, '0')}`)
  })

  test('two accounts binding one phone at once: one gets it, the other a 409', async () => {
    const a = await miniTraveller(app, 'racea')
    const b = await miniTraveller(app, 'raceb')
    const [ra, rb] = await Promise.all(
      [a, b].map((t) =>
        call(app, 'POST', PHONE, {
          sid: t.sid,
          body: { vendor: 'weapp', code: vendors.issuePhone('13800138004') },
        }),
      ),
    )
    assert.deepEqual([ra.status, rb.status].sort(), [200, 409])
    const holders = [await phoneOf(app, a.userId), await phoneOf(app, b.userId)].filter(Boolean)
    assert.deepEqual(holders, ['13800138004'])
  })

  test('the local reader of tests takes dev-phone codes on the other vendors, once', async () => {
    const { sid, userId } = await miniTraveller(app, 'alipayer')
    const body = { vendor: 'alipay', code: 'dev-phone-13800138005' }
    assert.equal((await call(app, 'POST', PHONE, { sid, body })).status, 200)
    assert.equal(await phoneOf(app, userId), '13800138005')
    assert.equal((await call(app, 'POST', PHONE, { sid, body })).status, 400)
  })

  test('without a session it is a 401, and bad bodies are 400s that change nothing', async () => {
    const unchanged = await dbFingerprint(app)
    const anonymous = await call(app, 'POST', PHONE, { body: { vendor: 'weapp', code: 'x' } })
    assert.equal(anonymous.status, 401)
    const { sid } = await miniTraveller(app, 'badbody')
    const afterLogin = await dbFingerprint(app)
    for (const body of [
      {},
      { vendor: 'weapp' },
      { vendor: 'web', code: 'abc' },
      { vendor: 'weapp', code: '' },
      { vendor: 'weapp', code: 'a b' },
      { vendor: 'weapp', code: 'x'.repeat(300) },
      { vendor: 'weapp', code: 'dev-phone-13800138006', userId: 1 },
    ]) {
      const res = await call(app, 'POST', PHONE, { sid, body })
      assert.ok([400].includes(res.status), `${JSON.stringify(body)} -> ${res.status}`)
    }
    assert.notEqual(unchanged, afterLogin)
    assert.equal(await dbFingerprint(app), afterLogin)
  })
})

describe('in production', () => {
  test('a vendor whose phone button this server cannot read is unavailable (503), never the local reader', async () => {
    const app = testApp({ ...PRODUCTION_SETTINGS })
    try {
      await app.ready()
      // A traveller of a vendor configured elsewhere: their session made as sign-in would make it.
      const user = await app.repos.users.createWithoutPhone('prod traveller')
      const { sessionId: sid } = await createSession(app.repos.users, user.id, 'mini')
      const unchanged = await dbFingerprint(app)
      const res = await call(app, 'POST', PHONE, {
        sid,
        body: { vendor: 'alipay', code: 'dev-phone-13800138007' },
      })
      assert.equal(res.status, 503)
      assert.equal(res.body.code, API_CODES.MINI_PHONE_UNAVAILABLE)
      assert.equal(await dbFingerprint(app), unchanged)
    } finally {
      await app.close()
    }
  })
})
