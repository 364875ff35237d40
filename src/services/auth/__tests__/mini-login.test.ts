import type { UserInfo } from '@types-shared/api/user'
import type { HttpClient } from '../../http/create-http'
import { currentMiniVendor } from '../mini-login'
import { createMiniLogin } from '../mini-login-flow'
import type { TokenStore } from '../token-store'

const USER: UserInfo = {
  id: 7,
  nickname: '旅行者0042',
  avatar: '/api/v1/media/avatar/7.svg',
  gender: 0,
  role: 'user',
  uuid: 'u-7',
  phone: null,
  createdAt: '2026-11-24T00:00:00.000Z',
}

function memoryStore(): TokenStore<UserInfo> & { token: string | null; user: UserInfo | null } {
  const store = {
    token: null as string | null,
    user: null as UserInfo | null,
    getToken: async () => store.token,
    setToken: async (token: string) => void (store.token = token),
    getUser: async () => store.user,
    setUser: async (user: UserInfo) => void (store.user = user),
    clear: async () => {
      store.token = null
      store.user = null
    },
  }
  return store
}

function apiAnswering(answer: () => Promise<unknown>) {
  const post = jest.fn(async (..._args: unknown[]) => answer())
  return { api: { noAuth: { post } } as unknown as HttpClient, post }
}

describe("a mini-program's sign-in with the platform's login", () => {
  test('sends the vendor and the code to auth/mini_login and stores the session and the user', async () => {
    const store = memoryStore()
    const { api, post } = apiAnswering(async () => ({ sessionId: 's-1', expiresAt: 'x', user: USER }))
    const login = createMiniLogin({
      auth: { login: async () => ({ kind: 'mini', code: 'c0de' }) },
      api,
      store,
      vendor: 'alipay',
    })
    await expect(login.login()).resolves.toEqual(USER)
    expect(post).toHaveBeenCalledWith(
      '/auth/mini_login',
      { vendor: 'alipay', code: 'c0de' },
      { skipResponseRules: true },
    )
    expect(store.token).toBe('s-1')
    expect(store.user).toEqual(USER)
  })

  test('three refused requests at once share one sign-in', async () => {
    const codes = jest.fn(async () => ({ kind: 'mini' as const, code: 'c' }))
    const { api, post } = apiAnswering(async () => ({ sessionId: 's', expiresAt: 'x', user: USER }))
    const login = createMiniLogin({ auth: { login: codes }, api, store: memoryStore(), vendor: 'weapp' })
    await Promise.all([login.login(), login.login(), login.login()])
    expect(codes).toHaveBeenCalledTimes(1)
    expect(post).toHaveBeenCalledTimes(1)
  })

  test('a refused code or a platform that gives none is null, and nothing is stored', async () => {
    const store = memoryStore()
    const refused = apiAnswering(async () => Promise.reject(new Error('40105')))
    const a = createMiniLogin({
      auth: { login: async () => ({ kind: 'mini', code: 'c' }) },
      api: refused.api,
      store,
      vendor: 'tt',
    })
    await expect(a.login()).resolves.toBeNull()
    const none = apiAnswering(async () => ({}))
    const b = createMiniLogin({
      auth: { login: async () => ({ kind: 'web' }) },
      api: none.api,
      store,
      vendor: 'tt',
    })
    await expect(b.login()).resolves.toBeNull()
    expect(none.post).not.toHaveBeenCalled()
    const c = createMiniLogin({
      auth: { login: async () => Promise.reject(new Error('user cancelled')) },
      api: none.api,
      store,
      vendor: 'tt',
    })
    await expect(c.login()).resolves.toBeNull()
    expect(store.token).toBeNull()
  })

  test.each([
    ['weapp', 'weapp'],
    ['alipay', 'alipay'],
    ['jd', 'jd'],
    ['h5', null],
    [undefined, null],
  ])('the build target %j is the vendor %j', (target, vendor) => {
    expect(currentMiniVendor(target)).toBe(vendor)
  })
})
