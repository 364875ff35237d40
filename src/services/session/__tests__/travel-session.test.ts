import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { getTravelApi } from '@/services/site-client'
import { AUTH_TOKEN_KEY } from '@/services/auth'
import { checkRegistry, permissions, runGuardCheck } from '@/services/router'
import { registerSiteChecks } from '../site-checks'
import { sessionUser } from '../travel-session'

jest.mock('@/services/site-client', () => {
  const client = { get: jest.fn(), post: jest.fn(), noAuth: { post: jest.fn() } }
  return { getTravelApi: () => client }
})
const api = getTravelApi() as unknown as {
  get: jest.Mock
  noAuth: { post: jest.Mock }
}

const admin = { id: 3, nickname: '运营小助手', role: 'admin' }
const traveller = { id: 1, nickname: '旅行者小鹿', role: 'user' }

function freshPlatform() {
  const platform = createFakePlatform()
  setPlatform(platform)
  return platform
}

beforeEach(() => {
  api.get.mockReset()
  api.noAuth.post.mockReset()
  permissions.reset()
})

describe('the travel session', () => {
  it('is nobody for a visitor with no session and no host app user', async () => {
    freshPlatform()
    await expect(sessionUser()).resolves.toBeNull()
    expect(api.get).not.toHaveBeenCalled()
  })

  it('fetches the user of a stored session and keeps it', async () => {
    const platform = freshPlatform()
    await platform.storage.setItem(AUTH_TOKEN_KEY, 'sid-1')
    api.get.mockResolvedValue(traveller)
    await expect(sessionUser()).resolves.toEqual(traveller)
    await expect(sessionUser()).resolves.toEqual(traveller)
    expect(api.get).toHaveBeenCalledTimes(1)
  })

  it('forgets a stored session the server no longer knows', async () => {
    const platform = freshPlatform()
    await platform.storage.setItem(AUTH_TOKEN_KEY, 'expired')
    api.get.mockRejectedValue(new Error('401'))
    await expect(sessionUser()).resolves.toBeNull()
    await expect(platform.storage.getItem(AUTH_TOKEN_KEY)).resolves.toBeNull()
  })

  it("exchanges the host app's user token for a session", async () => {
    const platform = freshPlatform()
    platform.user = { userId: '3', nickname: 'ops', userToken: 'demo-app-token-3' } as typeof platform.user
    api.noAuth.post.mockResolvedValue({ sessionId: 'sid-3', user: admin })
    await expect(sessionUser()).resolves.toEqual(admin)
    expect(api.noAuth.post).toHaveBeenCalledWith('/auth/app_login', { userToken: 'demo-app-token-3' })
    await expect(platform.storage.getItem(AUTH_TOKEN_KEY)).resolves.toBe('sid-3')
  })

  it('is nobody when the app token is refused, and never rejects', async () => {
    const platform = freshPlatform()
    platform.user = { userId: '9', nickname: 'x', userToken: 'bad' } as typeof platform.user
    api.noAuth.post.mockRejectedValue(new Error('401'))
    await expect(sessionUser()).resolves.toBeNull()
  })
})

describe('the checks the site registers', () => {
  beforeAll(() => registerSiteChecks())
  afterAll(() => checkRegistry.unregister('isJourneyAdmin'))

  it.each([
    ['an admin', admin, true],
    ['a traveller', traveller, false],
    ['a visitor', null, false],
  ] as const)('isJourneyAdmin grants %s: %p', async (_who, user, granted) => {
    const platform = freshPlatform()
    if (user) await platform.storage.setItem(AUTH_TOKEN_KEY, 'sid')
    api.get.mockResolvedValue(user)
    const outcome = await runGuardCheck('isJourneyAdmin')
    expect(outcome.state).toBe(granted)
  })

  it('isLogin reads the travel session', async () => {
    const platform = freshPlatform()
    await platform.storage.setItem(AUTH_TOKEN_KEY, 'sid')
    api.get.mockResolvedValue(traveller)
    await expect(runGuardCheck('isLogin')).resolves.toMatchObject({ state: true })
  })
})
