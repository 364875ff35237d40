// WeChat's code2Session, which QQ copies and JD follows: GET jscode2session with appid, secret,
// js_code and grant_type; { openid, session_key, unionid } or { errcode, errmsg }.
import type { MiniVendor } from '../../../types/api/user'
import { callVendor, identityFrom, MiniLoginError, type CodeExchanger } from './exchanger'
import type { MiniAppCredentials } from '../../lib/mini-apps'

/** errcodes that mean "this code": invalid (40029), used (40163), a blocked risky user (40226). */
const CODE_ERRORS = new Set([40029, 40163, 40226])

/** The vendors' API bases; JD's must be configured. */
export const WECHAT_STYLE_BASES: Partial<Record<MiniVendor, string>> = {
  weapp: 'https://api.weixin.qq.com',
  qq: 'https://api.q.qq.com',
}
const CODE2SESSION = '/sns/jscode2session'

export function wechatStyleExchanger(vendor: MiniVendor, creds: MiniAppCredentials): CodeExchanger {
  const base = creds.apiBase ?? WECHAT_STYLE_BASES[vendor]
  if (!base) throw new Error(`${vendor} needs its API base configured`)
  return {
    vendor,
    appId: creds.appId,
    async exchange(code) {
      const url = new URL(`${base}${CODE2SESSION}`)
      url.search = new URLSearchParams({
        appid: creds.appId,
        secret: creds.secret,
        js_code: code,
        grant_type: 'authorization_code',
      }).toString()
      const body = await callVendor(url.href)
      const errcode = Number(body.errcode ?? 0)
      if (errcode !== 0) {
        throw new MiniLoginError(
          CODE_ERRORS.has(errcode) ? 'code' : 'service',
          `${vendor} errcode ${errcode}`,
        )
      }
      return identityFrom(body.openid, body.unionid)
    },
  }
}
