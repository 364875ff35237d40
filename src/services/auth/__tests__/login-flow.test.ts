import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios'
import { createFakePlatform } from '@/platform/fake'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, TOKEN_NOT_FOUND } from '../constants'
import { completeLogin, isLoggedIn } from '../login-flow'
import { localStorageScheme, sessionIdScheme } from '../schemes'
import { createTokenStore } from '../token-store'
import { validateSsoOptions } from '../sso-scheme'

type User = { id: number }
const setup = () => {
  const platform = createFakePlatform()
  return { storage: platform.storage, store: createTokenStore<User>(platform.storage) }
}

describe('login (SPEC.md section 4)', () => {
  it.each([
    ['auth_token', { auth_token: 'a' }, 'a'],
    ['token', { token: 'b' }, 'b'],
    ['access_token', { access_token: 'c' }, 'c'],
    ['sessionId', { sessionId: 'd' }, 'd'],
  ])('stores the %s field under auth-token', async (_field, response, token) => {
    const { storage, store } = setup()
    await completeLogin(store, { ...response, userInfo: { id: 1 } }, async () => null)
    expect(await storage.getItem(AUTH_TOKEN_KEY)).toBe(token)
    expect(JSON.parse((await storage.getItem(AUTH_USER_KEY)) ?? 'null')).toEqual({ id: 1 })
  })

  it('fetches the user when the response has none', async () => {
    const { store } = setup()
    const fetchUser = jest.fn(async () => ({ id: 2 }))
    expect(await completeLogin(store, { token: 't' }, fetchUser)).toEqual({ id: 2 })
    expect(fetchUser).toHaveBeenCalledTimes(1)
  })

  it('logs an error and stores not_found_from_response without a token', async () => {
    const { storage, store } = setup()
    const errors: string[] = []
    await completeLogin(
      store,
      { userInfo: { id: 1 } },
      async () => null,
      (m) => errors.push(m),
    )
    expect(errors).toHaveLength(1)
    expect(await storage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN_NOT_FOUND)
  })

  it.each([
    ['the user cannot be fetched', async () => null],
    ['fetching the user throws', async () => Promise.reject(new Error('down'))],
  ])('clears token and user when %s', async (_name, fetchUser) => {
    const { storage, store } = setup()
    await expect(completeLogin(store, { token: 't' }, fetchUser)).rejects.toThrow()
    expect(await storage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(await storage.getItem(AUTH_USER_KEY)).toBeNull()
  })

  const none = async (): Promise<User | null> => null
  const one = async (): Promise<User | null> => ({ id: 1 })
  const fails = async (): Promise<User | null> => Promise.reject(new Error('x'))
  it.each([
    ['user info is stored', { id: 1 }, none, true],
    ['user info can be fetched', null, one, true],
    ['nothing is stored or fetched', null, none, false],
    ['fetching fails', null, fails, false],
  ])('isLogin when %s: %s', async (_name, stored, fetchUser, expected) => {
    const { store } = setup()
    if (stored) await store.setUser(stored)
    expect(await isLoggedIn(store, fetchUser)).toBe(expected)
  })
})

describe('auth schemes (SPEC.md section 7)', () => {
  const config = () => ({ headers: new AxiosHeaders() }) as InternalAxiosRequestConfig
  const auth = (c: InternalAxiosRequestConfig) => AxiosHeaders.from(c.headers).get('Authorization')

  it.each([
    ['a stored token', 'tok', 'tok'],
    ['no token', null, undefined],
    ['the not-found marker', TOKEN_NOT_FOUND, undefined],
  ])('local storage sends %s as Authorization', async (_name, token, expected) => {
    const c = config()
    await localStorageScheme({ getToken: async () => token }).authorize(c)
    expect(auth(c)).toBe(expected)
  })

  it('session id goes in Authorization, and in sid only when asked', async () => {
    const plain = config()
    await sessionIdScheme(async () => 'sid1').authorize(plain)
    expect([auth(plain), plain.params]).toEqual(['sid1', undefined])
    const query = { ...config(), params: { id: 1 } } as InternalAxiosRequestConfig
    await sessionIdScheme(async () => 'sid2', { inQuery: true }).authorize(query)
    expect([auth(query), query.params]).toEqual(['sid2', { id: 1, sid: 'sid2' }])
  })
})

describe('SSO options (SPEC.md section 5)', () => {
  it.each([
    [{ subsystemAlias: 'trip' }, null],
    [{ subsystemAlias: 'trip', markHeaders: false }, null],
    [{ subsystemAlias: 'trip', markHeaders: 'all' }, null],
    [{ subsystemAlias: 'trip', markHeaders: 'devops' }, null],
    [{ subsystemAlias: '' }, /subsystem alias/],
    [{ subsystemAlias: '  ' }, /subsystem alias/],
    [{}, /subsystem alias/],
    [{ subsystemAlias: 'trip', markHeaders: true }, /markHeaders/],
    [{ subsystemAlias: 'trip', markHeaders: 'company' }, /markHeaders/],
  ])('%j -> %s', (options, error) => {
    const run = () => validateSsoOptions(options as Parameters<typeof validateSsoOptions>[0])
    if (error) expect(run).toThrow(error)
    else expect(run).not.toThrow()
  })
})
