import { act, waitFor } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { setPlatform } from '@/platform'
import { createFakePlatform, type FakePlatform } from '@/platform/fake'
import { useLocaleStore } from '@/i18n/locale-store'
import { signInService, storedUser } from '../api/sign-in-service'
import { useSignIn, type SignIn } from '../hooks/use-sign-in'

jest.mock('../api/sign-in-service', () => ({
  signInService: jest.fn(),
  storedUser: jest.fn(),
  forgetSession: jest.fn(async () => undefined),
}))
const mockedService = signInService as jest.MockedFunction<typeof signInService>
const mockedStored = storedUser as jest.MockedFunction<typeof storedUser>
const loginWithAppToken = jest.fn()
const APP_USER = { id: 4, nickname: 'Mia' }

let platform: FakePlatform
beforeEach(() => {
  platform = createFakePlatform()
  setPlatform(platform)
  useLocaleStore.getState().setLocale('zh-CN')
  loginWithAppToken.mockReset().mockResolvedValue(APP_USER)
  mockedService.mockReturnValue({ loginWithAppToken } as never)
  mockedStored.mockReset().mockResolvedValue(null)
})

async function mountHook() {
  const seen: { current?: SignIn } = {}
  function Probe() {
    const signIn = useSignIn()
    seen.current = signIn
    return <>{signIn.sheet}</>
  }
  const { container } = render(<Probe />, {})
  await waitFor(() => expect(seen.current?.user).not.toBeUndefined())
  return { seen, container }
}

describe('useSignIn', () => {
  it('starts with the user kept from an earlier sign-in', async () => {
    mockedStored.mockResolvedValue(APP_USER as never)
    const { seen } = await mountHook()
    expect(seen.current?.user).toEqual(APP_USER)
  })

  it('asked before the stored session is read, answers with the stored traveller and asks nothing', async () => {
    let readStored: (user: never) => void = () => undefined
    mockedStored.mockReturnValueOnce(new Promise((resolve) => (readStored = resolve)))
    mockedStored.mockResolvedValue(APP_USER as never)
    const seen: { current?: SignIn } = {}
    function Probe() {
      seen.current = useSignIn()
      return <>{seen.current.sheet}</>
    }
    const { container } = render(<Probe />, {})
    expect(seen.current?.user).toBeUndefined()
    let user: unknown
    await act(async () => {
      user = await seen.current!.signIn()
    })
    expect(user).toEqual(APP_USER)
    expect(seen.current?.user).toEqual(APP_USER)
    expect(platform.calls).not.toContainEqual({ method: 'login' })
    expect(container.querySelector('[data-sheet="sign-in"]')).toBeNull()
    await act(async () => readStored(APP_USER as never))
    expect(seen.current?.user).toEqual(APP_USER)
  })

  it("in the app, runs the app's login and exchanges its user token for a session", async () => {
    platform.user = { userId: '4', nickname: 'Mia', userToken: 'demo-app-token-4' } as never
    const { seen, container } = await mountHook()
    let user: unknown
    await act(async () => {
      user = await seen.current!.signIn()
    })
    expect(platform.calls).toContainEqual({ method: 'login' })
    expect(loginWithAppToken).toHaveBeenCalledWith('demo-app-token-4')
    expect(user).toEqual(APP_USER)
    expect(seen.current?.user).toEqual(APP_USER)
    expect(container.querySelector('[data-sheet="sign-in"]')).toBeNull()
  })

  it("answers null when the visitor backs out of the app's login", async () => {
    const { seen } = await mountHook()
    let user: unknown = 'unset'
    await act(async () => {
      user = await seen.current!.signIn()
    })
    expect(user).toBeNull()
    expect(loginWithAppToken).not.toHaveBeenCalled()
  })

  it('where the host has no login, opens the phone form and answers null when it is closed', async () => {
    platform.auth.login = async () => ({ kind: 'web' })
    const { seen, container } = await mountHook()
    let pending: Promise<unknown> | undefined
    await act(async () => {
      pending = seen.current!.signIn()
    })
    await waitFor(() => expect(container.querySelector('[data-sheet="sign-in"]')).not.toBeNull())
    await act(async () => {
      ;(container.querySelector('.sign-in-sheet__close') as HTMLElement).click()
    })
    await expect(pending).resolves.toBeNull()
    expect(container.querySelector('[data-sheet="sign-in"]')).toBeNull()
  })
})
