// ByteDance (Douyin, Toutiao): POST jscode2session v2 with JSON { appid, secret, code };
// { err_no, err_tips, data: { openid, unionid, session_key } }.
import { identityFrom, MiniLoginError, postToVendor, type CodeExchanger } from './exchanger'
import type { MiniAppCredentials } from '../../lib/mini-apps'

export const BYTEDANCE_BASE = 'https://developer.toutiao.com'
const CODE2SESSION = '/api/apps/v2/jscode2session'

/** err_no 40018: a bad code; 40019: a bad anonymous code. Other errors are our app id or secret. */
const CODE_ERRORS = new Set([40018, 40019])

export function bytedanceExchanger(creds: MiniAppCredentials): CodeExchanger {
  return {
    vendor: 'tt',
    appId: creds.appId,
    async exchange(code) {
      const request = { appid: creds.appId, secret: creds.secret, code }
      const body = await postToVendor(`${creds.apiBase ?? BYTEDANCE_BASE}${CODE2SESSION}`, request, 'json')
      const errNo = Number(body.err_no ?? -1)
      if (errNo !== 0) {
        throw new MiniLoginError(CODE_ERRORS.has(errNo) ? 'code' : 'service', `tt err_no ${errNo}`)
      }
      const data = (body.data ?? {}) as Record<string, unknown>
      return identityFrom(data.openid, data.unionid)
    },
  }
}
