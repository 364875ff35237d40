// Which reader answers each vendor's phone button: WeChat's own where this server has the app's id and
// secret; in development and tests the local one for every vendor; otherwise none, and the page offers
// the phone form (the other vendors encrypt the number with keys this server does not hold yet).
import { MINI_VENDORS, type MiniVendor } from '../../../types/api/user'
import type { AppEnv } from '../../config'
import type { MiniApps } from '../../lib/mini-apps'
import { WECHAT_API_BASE, wechatAccessToken, type AccessToken } from '../mini-code/wechat-code'
import { localPhoneReader } from './local-phone'
import type { PhoneReader } from './phone-reader'
import { wechatPhoneReader } from './wechat-phone'

export { MAINLAND_MOBILE, PhoneReadError, type PhoneReader } from './phone-reader'

export function phoneReaders(
  apps: MiniApps,
  env: AppEnv,
  wechatToken?: AccessToken,
): Map<MiniVendor, PhoneReader> {
  const readers = new Map<MiniVendor, PhoneReader>()
  const weapp = apps.weapp
  if (weapp) {
    readers.set(
      'weapp',
      wechatPhoneReader(wechatToken ?? wechatAccessToken(weapp), weapp.apiBase ?? WECHAT_API_BASE),
    )
  }
  if (env !== 'production') {
    for (const vendor of MINI_VENDORS) if (!readers.has(vendor)) readers.set(vendor, localPhoneReader(vendor))
  }
  return readers
}
