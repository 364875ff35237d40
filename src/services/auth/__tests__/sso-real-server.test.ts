/**
 * @jest-environment-options {"url": "http://127.0.0.1:43972/web/about"}
 */
// The SSO scheme against the project's own server: a ticket from the company login page is exchanged,
// the address loses it, the user stays signed in, logout ends the session.
import http from 'node:http'
import type { InternalUser } from '@types-shared/api/sso'
import { createFakePlatform } from '@/platform/fake'
import { startRealServer, type RealServer } from '../../http/__tests__/support/real-server'
import { testClient } from '../../http/__tests__/support/test-client'
import { createSsoScheme, type SsoScheme } from '../sso-scheme'
import { createTokenStore } from '../token-store'
import type { PageLocation } from '../page-location'

jest.setTimeout(60_000)
let server: RealServer
beforeAll(async () => {
  server = await startRealServer(43972)
})
afterAll(() => server?.stop())

/** Signs in on the company login page and returns where it redirects (service?ticket=...). */
function companyLogin(service: string, account = '13800000001'): Promise<string> {
  const body = new URLSearchParams({ service, account, password: 'trip-demo' }).toString()
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.origin}/sso/login`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (res) => {
        res.resume()
        if (res.statusCode === 302 && res.headers.location) resolve(res.headers.location)
        else reject(new Error(`company login answered ${res.statusCode}`))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

function fakeLocation(href: string) {
  const seen: string[] = []
  let current = href
  const location: PageLocation = {
    href: () => current,
    origin: () => new URL(current).origin,
    replace: (url) => {
      seen.push(`replace ${url}`)
      current = url
    },
    assign: (url) => void seen.push(`assign ${url}`),
    reload: () => void seen.push('reload'),
  }
  return { location, seen }
}

function ssoFor(href: string) {
  const platform = createFakePlatform()
  const store = createTokenStore<InternalUser>(platform.storage)
  const { location, seen } = fakeLocation(href)
  let scheme: SsoScheme | undefined
  const { http: client } = testClient(server.origin, {
    baseURL: server.origin,
    auth: { authorize: (config) => scheme?.authorize(config) },
  })
  const scheduled: number[] = []
  const failures: string[] = []
  scheme = createSsoScheme({
    onSessionFailed: () => void failures.push('session failed'),
    subsystemAlias: 'trip-web',
    http: client,
    store,
    location,
    policy: { allowedHosts: ['127.0.0.1', 'localhost'], selfOrigin: server.origin },
    schedule: (run, ms) => {
      scheduled.push(ms)
      run()
    },
  })
  return { scheme, store, seen, scheduled, platform, failures }
}

describe('SSO against the real server', () => {
  it('exchanges ?ticket= for a session, drops the ticket from the address, and stays signed in', async () => {
    const service = `${server.origin}/web/about?from=share`
    const back = await companyLogin(service)
    expect(back).toMatch(/[?&]ticket=ST-/)
    const { scheme, store, seen } = ssoFor(back)
    const user = await scheme.init()
    expect(user).toMatchObject({ id: 1, username: '13800000001' })
    expect(await store.getToken()).toMatch(/^[0-9a-f-]{16,}/)
    expect(seen).toEqual([`replace ${service}`])
    // After the replace the page starts again without a ticket: the user is fetched.
    expect(await scheme.init()).toMatchObject({ id: 1 })
    expect(seen).toHaveLength(1)
  })

  it('answers empty user info for a used or foreign ticket, and still drops it', async () => {
    const service = `${server.origin}/web/about`
    const back = await companyLogin(service)
    await ssoFor(back).scheme.init()
    const again = ssoFor(back)
    expect(await again.scheme.init()).toBeNull()
    expect(await again.store.getToken()).toBeNull()
    expect(again.seen).toEqual([`replace ${service}`])
    expect(again.failures).toEqual(['session failed'])
    const forged = ssoFor(`${service}?ticket=ST-0000000000000000`)
    expect(await forged.scheme.init()).toBeNull()
  })

  it('logout ends the session and clears the store', async () => {
    const back = await companyLogin(`${server.origin}/web/about`)
    const { scheme, store } = ssoFor(back)
    await scheme.init()
    const token = await store.getToken()
    await scheme.logout()
    expect(await store.getToken()).toBeNull()
    // The old session is gone at the server too.
    await store.setToken(token as string)
    expect(await scheme.fetchUser()).toBeNull()
  })

  it('sends an unauthorized visitor to the company login after 300 ms, with the address as service', async () => {
    const href = `${server.origin}/web/journey/detail/1?a=1`
    const { scheme, seen, scheduled } = ssoFor(href)
    expect(scheme.redirectToLogin()).toBe(true)
    expect(scheduled).toEqual([300])
    const target = new URL(seen[0].replace(/^assign /, ''))
    expect(`${target.origin}${target.pathname}`).toBe(`${server.origin}/sso/login`)
    expect(target.searchParams.get('service')).toBe(href)
    // The company login page accepts that service.
    const status = await new Promise<number>((resolve, reject) =>
      http.get(target.href, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', reject),
    )
    expect(status).toBe(200)
    // Concurrent 401s do not stack redirects.
    scheme.redirectToLogin()
    expect(seen).toHaveLength(1)
  })

  it('never redirects from an address outside the allowed hosts', () => {
    const { scheme, seen } = ssoFor('https://evil.example/web/about')
    expect(scheme.redirectToLogin()).toBe(false)
    expect(seen).toEqual([])
  })
})
