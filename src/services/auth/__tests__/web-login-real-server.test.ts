/**
 * @jest-environment-options {"url": "http://127.0.0.1:43975/web/about"}
 */
// The product's own sign-in against the project's own server (test mode accepts the code 000000).
import type { UserInfo } from '@types-shared/api/user'
import { createFakePlatform } from '@/platform/fake'
import { startRealServer, type RealServer } from '../../http/__tests__/support/real-server'
import { testClient } from '../../http/__tests__/support/test-client'
import { AUTH_TOKEN_KEY } from '../constants'
import { sessionIdScheme } from '../schemes'
import { createTokenStore } from '../token-store'
import { createWebLogin } from '../web-login'

jest.setTimeout(60_000)
let server: RealServer
beforeAll(async () => {
  server = await startRealServer(43975)
})
afterAll(() => server?.stop())

function setup() {
  const platform = createFakePlatform()
  const store = createTokenStore<UserInfo>(platform.storage)
  const { http } = testClient(server.origin, { auth: sessionIdScheme(() => store.getToken()) })
  return { platform, store, http, login: createWebLogin(http, store) }
}

describe('web sign-in against the real server', () => {
  it('signs in with phone and code, stores the session and its user, and the API sees it', async () => {
    const { login, store, http, platform } = setup()
    await login.sendCode('13800000003')
    const user = await login.loginWithCode('13800000003', '000000')
    expect(user).toMatchObject({ id: 3 })
    expect(await platform.storage.getItem(AUTH_TOKEN_KEY)).toBe(await store.getToken())
    expect(await http.get('/user/me/v2')).toMatchObject({ id: 3 })
  })

  it('exchanges the host app user token for a session', async () => {
    const { login } = setup()
    expect(await login.loginWithAppToken('demo-app-token-2')).toMatchObject({ id: 2 })
  })

  it('leaves nothing stored when the code is wrong', async () => {
    const { login, store } = setup()
    await login.sendCode('13800000004')
    await expect(login.loginWithCode('13800000004', '123456')).rejects.toMatchObject({
      kind: 'server',
      status: 400,
    })
    expect(await store.getToken()).toBeNull()
    expect(await store.getUser()).toBeNull()
  })

  it('logout ends the session and clears token and user', async () => {
    const { login, store, http } = setup()
    await login.sendCode('13800000001')
    await login.loginWithCode('13800000001', '000000')
    const token = await store.getToken()
    await login.logout()
    expect(await store.getToken()).toBeNull()
    await store.setToken(token as string)
    await expect(
      http.noAuth.get('/user/me/v2', undefined, { headers: { Authorization: token as string } }),
    ).rejects.toMatchObject({ status: 401 })
  })
})
