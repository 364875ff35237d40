import { act, fireEvent, waitFor } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { API_CODES } from '@types-shared/api/codes'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { BusinessError, ClientError, CLIENT_ERROR_CODES } from '@/services/http'
import { useLocaleStore } from '@/i18n/locale-store'
import { signInService } from '../api/sign-in-service'
import { SignInSheet } from '../components/sign-in-sheet'

jest.mock('../api/sign-in-service', () => ({ signInService: jest.fn() }))
const mockedService = signInService as jest.MockedFunction<typeof signInService>
const sendCode = jest.fn()
const loginWithCode = jest.fn()
const USER = { id: 9, nickname: '旅行者0001' }

beforeEach(() => {
  jest.useRealTimers()
  setPlatform(createFakePlatform())
  useLocaleStore.getState().setLocale('zh-CN')
  sendCode.mockReset().mockResolvedValue({ expiresInSec: 300, resendAfterSec: 60 })
  loginWithCode.mockReset().mockResolvedValue(USER)
  mockedService.mockReturnValue({ sendCode, loginWithCode } as never)
})

async function mount() {
  const onSignedIn = jest.fn()
  const onClose = jest.fn()
  const { container } = render(<SignInSheet onSignedIn={onSignedIn} onClose={onClose} />, {})
  // Taro's H5 Input is a plain <input> (config h5.useHtmlComponents): typing is an input event.
  const input = (name: 'phone' | 'code') =>
    container.querySelectorAll('.sign-in-sheet__input')[name === 'phone' ? 0 : 1]
  await waitFor(() => expect(input('code')).toBeDefined())
  const type = (name: 'phone' | 'code', value: string) =>
    act(() => {
      fireEvent.input(input(name), { target: { value } })
    })
  const press = (selector: string) =>
    act(async () => {
      fireEvent.click(container.querySelector(selector) as Element)
    })
  return { container, onSignedIn, onClose, type, press, text: () => container.textContent ?? '' }
}

describe('the sign-in sheet', () => {
  it('refuses to send a code to a number that is not a mainland mobile number', async () => {
    const sheet = await mount()
    await sheet.type('phone', '1234567')
    await sheet.press('.sign-in-sheet__send')
    expect(sheet.text()).toContain('请输入正确的 11 位手机号')
    expect(sendCode).not.toHaveBeenCalled()
  })

  it('asks for the number before sending a code', async () => {
    const sheet = await mount()
    await sheet.press('.sign-in-sheet__send')
    expect(sheet.text()).toContain('请输入手机号')
  })

  it('sends the code to the number typed and counts down before a resend', async () => {
    jest.useFakeTimers()
    const sheet = await mount()
    await sheet.type('phone', '13800000001')
    await sheet.press('.sign-in-sheet__send')
    expect(sendCode).toHaveBeenCalledWith('13800000001')
    await waitFor(() => expect(sheet.text()).toContain('60 秒后重发'))
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
    expect(sheet.text()).toContain('59 秒后重发')
    for (let i = 0; i < 59; i++) {
      await act(async () => {
        jest.advanceTimersByTime(1000)
      })
    }
    expect(sheet.text()).toContain('重新获取')
  })

  it('says so when codes were asked for too often', async () => {
    sendCode.mockRejectedValue(new BusinessError(API_CODES.LIMIT_REACHED, 'wait'))
    const sheet = await mount()
    await sheet.type('phone', '13800000001')
    await sheet.press('.sign-in-sheet__send')
    await waitFor(() => expect(sheet.text()).toContain('验证码发送太频繁'))
  })

  it('checks the code is six digits before signing in', async () => {
    const sheet = await mount()
    await sheet.type('phone', '13800000001')
    await sheet.type('code', '123')
    await sheet.press('.sign-in-sheet__submit')
    expect(sheet.text()).toContain('验证码是 6 位数字')
    expect(loginWithCode).not.toHaveBeenCalled()
  })

  it('signs in with phone and code and hands the user over', async () => {
    const sheet = await mount()
    await sheet.type('phone', '13800000001')
    await sheet.type('code', '000000')
    await sheet.press('.sign-in-sheet__submit')
    expect(loginWithCode).toHaveBeenCalledWith('13800000001', '000000')
    await waitFor(() => expect(sheet.onSignedIn).toHaveBeenCalledWith(USER))
  })

  it('tells a wrong code apart from a network failure', async () => {
    loginWithCode.mockRejectedValueOnce(new BusinessError(API_CODES.LOGIN_CODE_INVALID, 'wrong'))
    loginWithCode.mockRejectedValueOnce(new ClientError(CLIENT_ERROR_CODES.NETWORK, 'Network Error'))
    const sheet = await mount()
    await sheet.type('phone', '13800000001')
    await sheet.type('code', '111111')
    await sheet.press('.sign-in-sheet__submit')
    await waitFor(() => expect(sheet.text()).toContain('验证码错误或已过期'))
    await sheet.press('.sign-in-sheet__submit')
    await waitFor(() => expect(sheet.text()).toContain('网络不太好'))
    expect(sheet.onSignedIn).not.toHaveBeenCalled()
  })

  it('closes from its close control and from the mask', async () => {
    const sheet = await mount()
    await sheet.press('.sign-in-sheet__close')
    await sheet.press('.sign-in-sheet__mask')
    expect(sheet.onClose).toHaveBeenCalledTimes(2)
  })
})
