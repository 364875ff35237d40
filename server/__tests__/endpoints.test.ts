// Every endpoint: answers a valid call, refuses a call without a session where one is needed,
// and answers bad input with a 4xx business error that leaves the database unchanged.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, dbFingerprint } from './helpers'
import { CASES, type Ctx, type Case, type Input } from './endpoint-cases'
import { eventParts } from './endpoint-fixtures'

const urlOf = (c: Case, input: Input) => {
  const base = c.path.startsWith('/') ? c.path : `/api/v1/${c.path}`
  return input.query ? `${base}?${input.query}` : base
}
const resolve = async (x: Case['ok'], ctx: Ctx) => (typeof x === 'function' ? x(ctx) : x)

describe('every endpoint', () => {
  const app = testApp()
  const ctx = { app } as Ctx
  let adminSid = ''
  before(async () => {
    ctx.sid = await loginAs(app, 1)
    ctx.otherSid = await loginAs(app, 2)
    adminSid = await loginAs(app, 3)
  })
  after(() => app.close())

  test('the table covers every documented /api/v1 operation', async () => {
    const spec = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const documented = Object.entries(spec.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    )
    const covered = new Set(
      CASES.map((c) => `${c.method} ${c.path.startsWith('/') ? c.path : `/api/v1/${c.path}`}`),
    )
    const missing = documented.filter(
      (d) => !covered.has(d) && !d.includes('/dev/') && !d.startsWith('POST /api/v1/tracker/data'),
    )
    assert.deepEqual(missing, [])
  })

  for (const c of CASES) {
    const name = `${c.method} ${c.path}`
    test(`${name} answers a valid call with code 0`, async () => {
      const input = await resolve(c.ok, ctx)
      const sid = c.auth === 'admin' ? adminSid : c.auth === 'user' ? ctx.sid : undefined
      const r = await call(app, c.method, urlOf(c, input), {
        sid: input.query?.startsWith('sid=') ? undefined : sid,
        body: c.method === 'POST' ? (input.body ?? {}) : undefined,
        headers: input.headers,
      })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      if (c.stream) {
        assert.match(String(r.headers['content-type']), /^text\/event-stream/)
        const parts = eventParts(String(r.body.raw)).map((e) => e.part.type)
        assert.equal(parts[0], 'start')
        assert.equal(parts.at(-1), 'finish')
        return
      }
      assert.equal(r.body.code, 0)
      assert.equal(r.body.success, true)
    })

    if (c.auth !== 'none') {
      test(`${name} refuses a call without a session with 401 and changes nothing`, async () => {
        const input = await resolve(c.ok, ctx)
        const mid = await dbFingerprint(app)
        const r = await call(
          app,
          c.method,
          urlOf(c, { ...input, query: input.query?.startsWith('sid=') ? undefined : input.query }),
          { body: c.method === 'POST' ? (input.body ?? {}) : undefined, headers: input.headers },
        )
        assert.equal(r.status, 401)
        assert.equal(r.body.success, false)
        assert.equal(await dbFingerprint(app), mid)
      })
    }

    if (c.bad) {
      test(`${name} answers bad input with a 4xx business error and changes nothing`, async () => {
        const input = await resolve(c.bad!, ctx)
        const fingerprint = await dbFingerprint(app)
        const sid = c.auth === 'admin' ? adminSid : ctx.sid
        const r = await call(app, c.method, urlOf(c, input), {
          sid,
          body: c.method === 'POST' ? (input.body ?? {}) : undefined,
          headers: input.headers,
        })
        assert.ok(r.status >= 400 && r.status < 500, `status ${r.status}`)
        assert.equal(r.body.success, false)
        assert.notEqual(r.body.code, 0)
        assert.equal(await dbFingerprint(app), fingerprint)
      })
    }
  }
})

describe('the shared path list', () => {
  test('names exactly the operations the server documents', async () => {
    const { API_PATHS } = await import('../../types/api/paths')
    const app = testApp()
    const spec = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    await app.close()
    const documented = Object.entries(spec.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .filter((d) => d.includes('/api/v1/') && !d.includes('/dev/'))
      .sort()
    const listed = Object.values(API_PATHS)
      .map(([m, p]) => `${m} /api/v1/${p}`)
      .sort()
    assert.deepEqual(listed, documented)
  })
})
