import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { MINI_VENDORS, type MiniVendor } from '../../types/api/user'
import { API_CODES } from '../../types/api/codes'
import { call, PRODUCTION_SETTINGS, testApp } from './helpers'
import { startFakeVendors, type FakeVendors } from './fake-vendors'

const LOGIN = '/api/v1/auth/mini_login'

async function counts(app: FastifyInstance) {
  await app.ready()
  const users = await app.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  const ids = await app.db
    .selectFrom('mini_identities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return { users: Number(users?.n), identities: Number(ids?.n) }
}

describe("each vendor's code exchange, against a local fake of the vendor", () => {
  let vendors: FakeVendors
  let app: FastifyInstance
  before(async () => {
    vendors = await startFakeVendors()
    app = testApp({ miniApps: vendors.apps })
  })
  after(async () => {
    await app.close()
    await vendors.close()
  })

  for (const vendor of MINI_VENDORS) {
    test(`${vendor}: a good code signs in with a session like the site's, and the same person again is the same user`, async () => {
      const first = await call(app, 'POST', LOGIN, {
        body: { vendor, code: vendors.issue(vendor, `${vendor}-ann`) },
      })
      assert.equal(first.status, 200, JSON.stringify(first.body))
      const { sessionId, user } = first.body.data
      assert.match(user.nickname, /^旅行者\d{4}$/)
      assert.equal(user.phone, null)
      const me = await call(app, 'GET', '/api/v1/user/me/v2', { sid: sessionId })
      assert.equal(me.status, 200)
      assert.equal(me.body.data.id, user.id)
      const again = await call(app, 'POST', LOGIN, {
        body: { vendor, code: vendors.issue(vendor, `${vendor}-ann`) },
      })
      assert.equal(again.body.data.user.id, user.id)
      assert.notEqual(again.body.data.sessionId, sessionId)
      const other = await call(app, 'POST', LOGIN, {
        body: { vendor, code: vendors.issue(vendor, `${vendor}-bob`) },
      })
      assert.notEqual(other.body.data.user.id, user.id)
    })

    test(`${vendor}: an expired code, a used code and a code of another app get 400 and change nothing`, async () => {
      const start = await counts(app)
      const used = vendors.issue(vendor, `${vendor}-cy`)
      assert.equal((await call(app, 'POST', LOGIN, { body: { vendor, code: used } })).status, 200)
      const afterFirst = await counts(app)
      for (const code of [
        vendors.issue(vendor, `${vendor}-dee`, { expired: true }),
        used,
        vendors.issue(vendor, `${vendor}-dee`, { appId: 'someone-elses-app' }),
        'never-issued',
      ]) {
        const res = await call(app, 'POST', LOGIN, { body: { vendor, code } })
        assert.equal(res.status, 400, `${vendor} ${code}`)
        assert.equal(res.body.code, API_CODES.MINI_CODE_INVALID)
      }
      assert.deepEqual(await counts(app), afterFirst)
      assert.equal(afterFirst.users, start.users + 1)
    })
  }

  test('the same person signing in on two vendors is two travellers (openids are per app)', async () => {
    const wx = await call(app, 'POST', LOGIN, {
      body: { vendor: 'weapp', code: vendors.issue('weapp', 'same-openid') },
    })
    const qq = await call(app, 'POST', LOGIN, {
      body: { vendor: 'qq', code: vendors.issue('qq', 'same-openid') },
    })
    assert.notEqual(wx.body.data.user.id, qq.body.data.user.id)
  })
})

describe('a vendor that refuses our app or does not answer', () => {
  test('a wrong secret is ours to fix: 503, nothing created, and the code is not blamed', async () => {
    const vendors = await startFakeVendors()
    const wrong = Object.fromEntries(
      MINI_VENDORS.map((v) => [v, { ...vendors.apps[v], secret: v === 'alipay' ? otherKey() : 'wrong' }]),
    )
    const app = testApp({ miniApps: wrong })
    try {
      const start = await counts(app)
      for (const vendor of MINI_VENDORS) {
        const res = await call(app, 'POST', LOGIN, { body: { vendor, code: vendors.issue(vendor, 'eve') } })
        assert.equal(res.status, 503, vendor)
        assert.equal(res.body.code, API_CODES.MINI_LOGIN_UNAVAILABLE)
      }
      assert.deepEqual(await counts(app), start)
    } finally {
      await app.close()
      await vendors.close()
    }
  })

  test('a vendor that is down is 503, not a hang and not a 500', async () => {
    const app = testApp({
      miniApps: { weapp: { appId: 'a', secret: 's', apiBase: 'http://127.0.0.1:9' } },
    })
    try {
      const res = await call(app, 'POST', LOGIN, { body: { vendor: 'weapp', code: 'abc' } })
      assert.equal(res.status, 503)
    } finally {
      await app.close()
    }
  })

  test('production with no app configured for a vendor answers unavailable, never the local exchanger', async () => {
    const app = testApp({ ...PRODUCTION_SETTINGS, miniApps: {} })
    try {
      const res = await call(app, 'POST', LOGIN, { body: { vendor: 'weapp', code: 'dev-alice' } })
      assert.equal(res.status, 503)
      assert.equal(res.body.code, API_CODES.MINI_LOGIN_UNAVAILABLE)
    } finally {
      await app.close()
    }
  })
})

describe('the local exchanger of development and tests', () => {
  const app = testApp()
  after(() => app.close())

  test('dev-<name> codes are that traveller on every sign-in; a code works once', async () => {
    const a = await call(app, 'POST', LOGIN, { body: { vendor: 'tt', code: 'dev-alice.1' } })
    const b = await call(app, 'POST', LOGIN, { body: { vendor: 'tt', code: 'dev-alice.2' } })
    assert.equal(a.status, 200)
    assert.equal(a.body.data.user.id, b.body.data.user.id)
    const replay = await call(app, 'POST', LOGIN, { body: { vendor: 'tt', code: 'dev-alice.1' } })
    assert.equal(replay.status, 400)
    assert.equal(replay.body.code, API_CODES.MINI_CODE_INVALID)
  })

  test('ten first sign-ins of one person at once make one traveller', async () => {
    const start = await counts(app)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(app, 'POST', LOGIN, { body: { vendor: 'swan', code: `dev-crowd.${i}` } }),
      ),
    )
    assert.ok(results.every((r) => r.status === 200))
    assert.equal(new Set(results.map((r) => r.body.data.user.id)).size, 1)
    assert.deepEqual(await counts(app), { users: start.users + 1, identities: start.identities + 1 })
  })

  test('a field the route does not read is dropped, not acted on: userId signs nobody in as user 1', async () => {
    const res = await call(app, 'POST', LOGIN, { body: { vendor: 'weapp', code: 'dev-mallory', userId: 1 } })
    assert.equal(res.status, 200)
    assert.notEqual(res.body.data.user.id, 1)
  })

  const BAD_BODIES: Array<[string, unknown]> = [
    ['no body', undefined],
    ['no vendor', { code: 'dev-x' }],
    ['an unknown vendor', { vendor: 'wechat', code: 'dev-x' }],
    ['no code', { vendor: 'weapp' }],
    ['an empty code', { vendor: 'weapp', code: '' }],
    ['a code with spaces', { vendor: 'weapp', code: 'dev x' }],
    ['a code with markup', { vendor: 'weapp', code: '<script>' }],
    ['a code too long', { vendor: 'weapp', code: 'a'.repeat(257) }],
    ['a number as code', { vendor: 'weapp', code: 123456 }],
    ['an array', [{ vendor: 'weapp', code: 'dev-x' }]],
  ]
  for (const [name, body] of BAD_BODIES) {
    test(`${name} is a 400 that creates nobody`, async () => {
      const start = await counts(app)
      const res = await call(app, 'POST', LOGIN, { body: body as object })
      assert.equal(res.status, 400, JSON.stringify(res.body))
      assert.notEqual(res.body.code, 0)
      assert.deepEqual(await counts(app), start)
    })
  }
})

function otherKey(): string {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const crypto = require('node:crypto') as typeof import('node:crypto')
  return crypto
    .generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString()
}

export type { MiniVendor }
