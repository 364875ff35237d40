// Issue 11, defect 4: hostile input answers 4xx in the standard shape, never 5xx.
import { test, describe, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { testApp, call, loginAs, dbFingerprint, makeSiteDir } from './helpers'

const PAGING = ['limit', 'page', 'pageSize']
const BAD_VALUES = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'abc',
  '',
]

interface Schema {
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  minimum?: number
  minLength?: number
  const?: unknown
  anyOf?: Schema[]
}

/** A valid value for a required query field, so only the paging field under test is wrong. */
function sample(s: Schema): string {
  if (s.anyOf) return sample(s.anyOf[0])
  if (s.const !== undefined) return String(s.const)
  if (s.type === 'integer' || s.type === 'number') return String(s.minimum ?? 1)
  return 'a'.repeat(s.minLength ?? 1)
}

function standardShape(body: Record<string, unknown>) {
  assert.deepEqual(Object.keys(body).sort(), ['code', 'data', 'msg', 'success'])
  assert.equal(body.success, false)
  assert.equal(body.data, null)
}

describe('list endpoints refuse bad paging values', () => {
  const app = testApp()
  const lists: { url: string; base: URLSearchParams; fields: string[] }[] = []
  app.addHook('onRoute', (route) => {
    const query = route.schema?.querystring as Schema | undefined
    const fields = Object.keys(query?.properties ?? {}).filter((k) => PAGING.includes(k))
    if (route.method !== 'GET' || !fields.length || route.url.startsWith('/fe_api')) return
    const base = new URLSearchParams()
    for (const name of query?.required ?? []) {
      if (!fields.includes(name)) base.set(name, sample(query!.properties![name]))
    }
    lists.push({ url: route.url, base, fields })
  })
  let admin = ''
  before(async () => {
    await app.ready()
    admin = await loginAs(app, 3)
  })
  after(() => app.close())

  test('every list endpoint is in the table', () => {
    const urls = lists.map((l) => l.url)
    for (const known of [
      '/api/v1/poi/autocomplete/web',
      '/api/v1/admin/feedback',
      '/telemetry/latest',
      '/api/v1/wish/user_wish_record_list_and_total_count/get',
    ]) {
      assert.ok(urls.includes(known), `${known} in ${urls.join(', ')}`)
    }
    assert.ok(lists.length >= 7, urls.join(', '))
  })

  test('limit, page and pageSize of Infinity, NaN, 1e309, negative or huge answer 400 in the standard shape', async () => {
    for (const { url, base, fields } of lists) {
      for (const field of fields) {
        for (const value of BAD_VALUES) {
          const query = new URLSearchParams(base)
          query.set(field, value)
          const r = await call(app, 'GET', `${url}?${query}`, { sid: admin })
          const label = `${url}?${query}`
          assert.equal(r.status, 400, `${label}: ${JSON.stringify(r.body)}`)
          standardShape(r.body)
          assert.match(String(r.body.msg), new RegExp(field), label)
        }
      }
    }
  })
})

describe('other hostile input', () => {
  let app: FastifyInstance
  before(() => {
    app = testApp({ siteDir: makeSiteDir({ 'index.html': '<html><head></head><body></body></html>' }) })
  })
  after(() => app.close())

  test('a profile update with only unknown fields answers 400 and changes nothing', async () => {
    const sid = await loginAs(app, 1)
    const unchanged = await dbFingerprint(app)
    for (const body of [{ foo: 1 }, {}, { role: 'admin', id: 2 }]) {
      const r = await call(app, 'POST', '/api/v1/user/me/v2', { sid, body })
      assert.equal(r.status, 400, JSON.stringify(body))
      standardShape(r.body)
    }
    assert.equal(await dbFingerprint(app), unchanged)
  })

  test('an id of Infinity or 1e309 in a query string answers 400, not 500', async () => {
    for (const id of ['Infinity', '-Infinity', '1e309']) {
      const r = await call(app, 'GET', `/api/v1/web/journey/detail?id=${id}`)
      assert.equal(r.status, 400, id)
      standardShape(r.body)
    }
  })

  test('a site path with an encoded percent sign is served, not a 500', async () => {
    for (const url of ['/web/%25zz', '/web/journey/%25E0%25A4%25A', '/web/%25zz.js']) {
      const r = await app.inject({ url })
      assert.ok(r.statusCode < 500, `${url} answered ${r.statusCode}`)
    }
    assert.equal((await app.inject({ url: '/web/%25zz' })).statusCode, 200)
  })

  test('a badly encoded path answers 400 in the standard shape', async () => {
    for (const url of ['/api/v1/%E0%A4%A', '/web/%E0%A4%A', '/%zz', '/api/v1/user/%C0']) {
      const r = await call(app, 'GET', url)
      assert.equal(r.status, 400, url)
      standardShape(r.body)
    }
  })
})
