import { act, fireEvent } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { BusinessError } from '@/services/http'
import { setPlatform } from '@/platform'
import { createFakePlatform, type FakePlatform } from '@/platform/fake'
import { useLocaleStore } from '@/i18n/locale-store'
import { api } from '@/services/site-client'
import { currentMiniVendor } from '@/services/auth'
import { PhoneBindButton } from '../components/phone-bind-button'
import { usePhoneBinding } from '../hooks/use-phone-binding'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
jest.mock('@/services/auth', () => ({
  ...jest.requireActual('@/services/auth'),
  currentMiniVendor: jest.fn(),
}))
jest.mock('../api/sign-in-service', () => ({
  signInService: () => ({ store: { setUser: async () => undefined } }),
}))
const mockedApi = api as unknown as jest.Mock
const mockedVendor = currentMiniVendor as jest.MockedFunction<typeof currentMiniVendor>
const USER = { id: 7, nickname: '旅人', phone: '138****8001' }

let platform: FakePlatform
const onBound = jest.fn()
const onUseForm = jest.fn()
beforeEach(() => {
  platform = createFakePlatform()
  setPlatform(platform)
  useLocaleStore.getState().setLocale('zh-CN')
  mockedApi.mockReset().mockResolvedValue(USER)
  mockedVendor.mockReset().mockReturnValue('weapp')
  onBound.mockReset()
  onUseForm.mockReset()
})

function mountHook() {
  const seen: { current?: ReturnType<typeof usePhoneBinding> } = {}
  function Probe() {
    seen.current = usePhoneBinding({ onBound, onUseForm })
    return null
  }
  render(<Probe />, {})
  return seen
}

const answer = (seen: ReturnType<typeof mountHook>, detail: { code?: string }) =>
  act(async () => {
    await seen.current!.onGetPhoneNumber({ detail })
  })

describe("the platform's phone button", () => {
  it("sends the button's code with the vendor and hands back the account with its phone", async () => {
    const seen = mountHook()
    await answer(seen, { code: 'phone-code-1' })
    expect(mockedApi).toHaveBeenCalledWith('bindMiniPhone', { vendor: 'weapp', code: 'phone-code-1' })
    expect(onBound).toHaveBeenCalledWith(USER)
    expect(onUseForm).not.toHaveBeenCalled()
  })

  it('does nothing when the traveller declines in the platform sheet (no code)', async () => {
    const seen = mountHook()
    await answer(seen, {})
    expect(mockedApi).not.toHaveBeenCalled()
    expect(onBound).not.toHaveBeenCalled()
    expect(platform.calls.filter((c) => c.method === 'toast')).toEqual([])
  })

  it("says so when the phone is another account's, and does not push the form", async () => {
    mockedApi.mockRejectedValue(new BusinessError(40910, 'taken'))
    const seen = mountHook()
    await answer(seen, { code: 'phone-code-2' })
    expect(platform.calls).toContainEqual(
      expect.objectContaining({ method: 'toast', message: '这个手机号已绑定其他账号' }),
    )
    expect(onUseForm).not.toHaveBeenCalled()
  })

  it('offers the phone form when the number cannot be read', async () => {
    mockedApi.mockRejectedValue(new BusinessError(50302, 'unavailable'))
    const seen = mountHook()
    await answer(seen, { code: 'phone-code-3' })
    expect(onUseForm).toHaveBeenCalledTimes(1)
    expect(onBound).not.toHaveBeenCalled()
  })
})

describe('the phone bind button', () => {
  it('opens the phone form where the platform has no phone button (web, app)', async () => {
    const { container } = render(<PhoneBindButton onBound={onBound} onUseForm={onUseForm} />, {})
    const button = container.querySelector('[data-action="bind-phone"]') as HTMLElement
    expect(button.textContent).toBe('使用手机号')
    await act(async () => {
      fireEvent.click(button)
    })
    expect(onUseForm).toHaveBeenCalledTimes(1)
    expect(mockedApi).not.toHaveBeenCalled()
  })
})
