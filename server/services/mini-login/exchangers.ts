// Which exchanger answers each vendor: the vendor's own call where this server has the app's id and
// secret; in development and tests, the local one otherwise; in production, none (sign-in on that
// vendor answers "unavailable" until it is configured).
import { MINI_VENDORS, type MiniVendor } from '../../../types/api/user'
import type { AppEnv } from '../../config'
import { alipayExchanger } from './alipay'
import { baiduExchanger } from './baidu'
import { bytedanceExchanger } from './bytedance'
import type { MiniAppCredentials, MiniApps } from '../../lib/mini-apps'
import type { CodeExchanger } from './exchanger'
import { localExchanger } from './local'
import { wechatStyleExchanger } from './wechat-style'

function vendorExchanger(vendor: MiniVendor, creds: MiniAppCredentials): CodeExchanger {
  switch (vendor) {
    case 'alipay':
      return alipayExchanger(creds)
    case 'tt':
      return bytedanceExchanger(creds)
    case 'swan':
      return baiduExchanger(creds)
    default:
      return wechatStyleExchanger(vendor, creds)
  }
}

export function miniExchangers(apps: MiniApps, env: AppEnv): Map<MiniVendor, CodeExchanger> {
  const exchangers = new Map<MiniVendor, CodeExchanger>()
  for (const vendor of MINI_VENDORS) {
    const creds = apps[vendor]
    if (creds) exchangers.set(vendor, vendorExchanger(vendor, creds))
    else if (env !== 'production') exchangers.set(vendor, localExchanger(vendor))
  }
  return exchangers
}
