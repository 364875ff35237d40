// WeChat's phone button: getuserphonenumber with the app's access token and the button's code answers
// { errcode: 0, phone_info: { purePhoneNumber, countryCode } }.
import type { AccessToken } from '../mini-code/wechat-code'
import { VENDOR_TIMEOUT_MS } from '../mini-login/exchanger'
import { MAINLAND_MOBILE, PhoneReadError, type PhoneReader } from './phone-reader'

/** errcodes of the code itself: invalid or used (40029), a risky user WeChat blocks (40226). */
const CODE_ERRORS = new Set([40029, 40226])

async function callWechat(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS) })
    const body = (await response.json()) as unknown
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch (error) {
    throw new PhoneReadError('service', `wechat unreachable or not JSON: ${(error as Error).message}`)
  }
  throw new PhoneReadError('service', 'wechat answered without a JSON object')
}

export function wechatPhoneReader(accessToken: AccessToken, base: string): PhoneReader {
  return {
    vendor: 'weapp',
    async read(code) {
      let token: string
      try {
        token = await accessToken()
      } catch (error) {
        throw new PhoneReadError('service', `wechat token: ${(error as Error).message}`)
      }
      const body = await callWechat(`${base}/wxa/business/getuserphonenumber?access_token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      })
      const errcode = Number(body.errcode ?? 0)
      // A token WeChat no longer takes (40001, 42001): fetched anew next time.
      if (errcode === 40001 || errcode === 42001) accessToken.forget()
      if (errcode !== 0) {
        throw new PhoneReadError(CODE_ERRORS.has(errcode) ? 'code' : 'service', `wechat errcode ${errcode}`)
      }
      const info = body.phone_info as { purePhoneNumber?: unknown; countryCode?: unknown } | undefined
      const phone = String(info?.purePhoneNumber ?? '')
      if (String(info?.countryCode ?? '86') !== '86' || !MAINLAND_MOBILE.test(phone)) {
        throw new PhoneReadError('code', 'not a mainland mobile number')
      }
      return phone
    },
  }
}
