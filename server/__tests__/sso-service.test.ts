// Issue 11, defect 7: the SSO login page redirects only to the configured origins (scheme, host and
// port exactly) or its own, never to an address with a user name.
import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { testApp } from './helpers'
import { resolveConfig } from '../config'

const ALLOWED = ['https://trip.example', 'http://localhost:8080']

const GOOD = [
  'https://trip.example/web/',
  'https://trip.example:443/web/journey/1?from=share',
  'HTTPS://TRIP.EXAMPLE/web/',
  'http://localhost:8080/web/journey/admin-detail/1',
  // The server's own origin (inject sends Host: localhost:80).
  'http://localhost/web/about',
]

const BAD = [
  'http://localhost:6379/',
  'http://localhost:8081/web/',
  'https://localhost:8080/web/',
  'http://trip.example/web/',
  'https://trip.example:8443/web/',
  'https://evil.com@localhost/',
  'https://evil.com@trip.example/',
  'https://user:pass@trip.example/',
  'https://trip.example.evil.com/',
  'https://evil.com/?https://trip.example/',
  'https://evil.com#@trip.example/',
  'javascript:alert(1)//https://trip.example/',
  '//trip.example/web/',
  '/web/',
  'https:/\\evil.com/',
  'https://trip.example\\@evil.com/',
  ' https://trip.example/',
  'https://trip.example/\nx',
  'ftp://trip.example/',
  '',
]

describe('the SSO service check', () => {
  const app = testApp({ ssoAllowedOrigins: ALLOWED })
  after(() => app.close())
  const page = (service: string) =>
    app.inject({
      url: `/sso/login?service=${encodeURIComponent(service)}`,
      headers: { host: 'localhost:80' },
    })
  const post = (service: string) =>
    app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80' },
      payload: new URLSearchParams({ service, account: '13800000001', password: 'trip-demo' }).toString(),
    })

  test('accepts a service on a configured origin or its own, and redirects there', async () => {
    for (const service of GOOD) {
      assert.equal((await page(service)).statusCode, 200, service)
      const r = await post(service)
      assert.equal(r.statusCode, 302, service)
      assert.equal(new URL(String(r.headers.location)).origin, new URL(service).origin, service)
    }
  })

  test('refuses another port, scheme or host, user names and padding, and never redirects', async () => {
    for (const service of BAD) {
      assert.equal((await page(service)).statusCode, 400, JSON.stringify(service))
      const r = await post(service)
      assert.equal(r.statusCode, 400, JSON.stringify(service))
      assert.equal(r.headers.location, undefined)
    }
  })

  test('a configured entry that is not an exact origin is refused, naming SSO_ALLOWED_ORIGINS', () => {
    for (const entry of [
      'localhost',
      'https://*.trip.example',
      'https://trip.example/web',
      'https://a@trip.example',
    ]) {
      assert.throws(
        () => resolveConfig({ env: 'test', ssoAllowedOrigins: [entry] }),
        /SSO_ALLOWED_ORIGINS/,
        entry,
      )
    }
  })
})
