/**
 * @jest-environment-options {"url": "http://127.0.0.1:43971/web/journey/detail/1"}
 */
// The client against the project's own server (buildApp on 127.0.0.1, the port of jsdom's origin): no mocked axios.
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { sessionIdScheme } from '@/services/auth/schemes'
import { ClientError, ServerError, BusinessError } from '@/services/http/errors'
import { startRealServer, type RealServer } from '@/services/http/__tests__/support/real-server'
import {
  armAntispam,
  clearAntispam,
  testClient,
  webSession,
} from '@/services/http/__tests__/support/test-client'
import { getTravelApi, resetTravelApiForTests } from '../site-client'

jest.setTimeout(60_000)
let server: RealServer

beforeAll(async () => {
  server = await startRealServer(43971)
})
afterAll(() => server?.stop())
afterEach(() => clearAntispam(server.origin))

describe('the request client against the real server', () => {
  it('resolves with the envelope data of a 200', async () => {
    const { http } = testClient(server.origin)
    const journey = await http.get<{ id: number }>('/web/journey/detail', { id: 1 })
    expect(journey.id).toBe(1)
  })

  it('rejects a 4xx as a server error with the status and the business code', async () => {
    const { http } = testClient(server.origin)
    const error = await http.get('/web/journey/detail', { id: 999999 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ kind: 'server', status: 404, code: 40401 })
  })

  it('calls the unauthorized handler on a 401', async () => {
    const { http, calls } = testClient(server.origin)
    const error = await http.get('/user/me/v2').catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'server', status: 401, code: 40100 })
    expect(calls).toEqual(['unauthorized'])
  })

  it('sends the session id as Authorization with the session-id scheme, and not without it', async () => {
    const sid = await webSession(server.origin)
    const { http, calls } = testClient(server.origin, { auth: sessionIdScheme(async () => sid) })
    const me = await http.get<{ id: number }>('/user/me/v2')
    expect(me.id).toBe(1)
    await expect(http.noAuth.get('/user/me/v2')).rejects.toMatchObject({ status: 401 })
    expect(calls).toEqual(['unauthorized'])
  })

  it('treats a 200 with code -101 as 401', async () => {
    await armAntispam(server.origin, { path: 'web/journey/detail', mode: 'legacy401' })
    const { http, calls } = testClient(server.origin)
    await expect(http.get('/web/journey/detail', { id: 1 })).rejects.toMatchObject({
      kind: 'server',
      status: 401,
    })
    expect(calls).toEqual(['unauthorized'])
  })

  it('sends 418 redpass to the exception page with the body code', async () => {
    await armAntispam(server.origin, { path: 'web/journey/detail', mode: 'redpass', code: 51107 })
    const { http, calls } = testClient(server.origin)
    await expect(http.get('/web/journey/detail', { id: 1 })).rejects.toMatchObject({ status: 418 })
    expect(calls).toEqual(['exception:51107'])
  })

  it.each([
    ['sso', 'login'],
    ['elsewhere', 'exception:22102'],
  ])('sends 418 with locationTag %s to %s', async (locationTag, expected) => {
    await armAntispam(server.origin, { path: 'web/journey/detail', mode: 'redpass', locationTag })
    const { http, calls } = testClient(server.origin)
    await http.get('/web/journey/detail', { id: 1 }).catch(() => undefined)
    expect(calls).toEqual([expected])
  })

  it('shows the system-time alert on 406 with x-kong-sign 2, and does not reload', async () => {
    await armAntispam(server.origin, { path: 'web/journey/detail', mode: 'kong', sign: 2 })
    const { http, calls } = testClient(server.origin)
    await expect(http.get('/web/journey/detail', { id: 1 })).rejects.toMatchObject({ status: 406 })
    expect(calls).toEqual(['timeAlert'])
  })

  it('reloads on sign-type responses at most 5 times per session', async () => {
    await armAntispam(server.origin, { path: 'web/journey/detail', mode: 'kong', sign: 1, count: 8 })
    const { http, calls } = testClient(server.origin)
    for (let i = 0; i < 8; i++) {
      await expect(http.get('/web/journey/detail', { id: 1 })).rejects.toBeInstanceOf(BusinessError)
    }
    expect(calls).toEqual(Array(5).fill('reload'))
  })

  it('keeps separate counters for sign (1, 3) and font (4) responses', async () => {
    const { http, calls, session } = testClient(server.origin)
    await armAntispam(server.origin, { path: 'web/journey/detail', mode: 'kong', sign: 3, count: 5 })
    for (let i = 0; i < 5; i++) await http.get('/web/journey/detail', { id: 1 }).catch(() => undefined)
    await armAntispam(server.origin, { path: 'web/journey/detail', mode: 'kong', sign: 4, count: 6 })
    for (let i = 0; i < 6; i++) await http.get('/web/journey/detail', { id: 1 }).catch(() => undefined)
    expect(calls).toEqual(Array(10).fill('reload'))
    expect(JSON.parse(session.getItem('trip-antispam-font') ?? '{}').count).toBe(5)
  })

  it('signs /fe_api/ calls with X-Sign, which the server accepts', async () => {
    const { http } = testClient(server.origin, { baseURL: `${server.origin}/fe_api` })
    const place = await http.get<{ id: number }>('/web/poi/detail', { id: 1 })
    expect(place.id).toBe(1)
  })

  it('lets the page signing hook replace the signature (the server then refuses it)', async () => {
    const { http } = testClient(server.origin, {
      baseURL: `${server.origin}/fe_api`,
      headers: {
        pageOrigin: () => server.origin,
        cookie: () => undefined,
        markHeaders: 'all',
        signHook: () => ({ signature: 'not-a-sign' }),
      },
    })
    await expect(http.get('/web/poi/detail', { id: 1 })).rejects.toMatchObject({ status: 403, code: 40002 })
  })

  it('times out with ECONNABORTED and the axios message', async () => {
    const { http } = testClient(server.origin, { baseURL: server.origin, timeout: 150 })
    const error = await http.get('/slow', { ms: 2000 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 150ms exceeded' })
  })

  it('aborts with ECONNABORTED when the signal fires', async () => {
    const { http } = testClient(server.origin, { baseURL: server.origin })
    const controller = new AbortController()
    const pending = http.get('/slow', { ms: 2000 }, { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await expect(pending).rejects.toMatchObject({ kind: 'client', code: 'ECONNABORTED' })
  })

  it('reports a refused connection as ENetworkError', async () => {
    const { http } = testClient('http://127.0.0.1:1')
    await expect(http.get('/web/journey/detail', { id: 1 })).rejects.toMatchObject({
      kind: 'client',
      code: expect.stringMatching(/ENetworkError|EUnknowHttpError/),
    })
  })

  it('getTravelApi: the platform adapter, /api/v1 and the stored session id as Authorization', async () => {
    const platform = createFakePlatform()
    setPlatform(platform)
    resetTravelApiForTests()
    await platform.storage.setItem('auth-token', await webSession(server.origin, '13800000004'))
    const me = await getTravelApi().get<{ id: number }>('/user/me/v2')
    expect(me.id).toBe(4)
    setPlatform(undefined)
  })

  it('getTravelApi: a session the server refuses is forgotten', async () => {
    const platform = createFakePlatform()
    setPlatform(platform)
    resetTravelApiForTests()
    await platform.storage.setItem('auth-token', 'expired-session')
    await expect(getTravelApi().get('/user/me/v2')).rejects.toMatchObject({ kind: 'server', status: 401 })
    await expect(platform.storage.getItem('auth-token')).resolves.toBeNull()
    setPlatform(undefined)
  })
})
