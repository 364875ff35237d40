// Baidu smart programs: POST jscode2sessionkey, form-encoded { code, client_id, sk };
// { openid, session_key } or { errno, error, error_description }.
import { postToVendor, identityFrom, MiniLoginError, type CodeExchanger } from './exchanger'
import type { MiniAppCredentials } from '../../lib/mini-apps'

export const BAIDU_BASE = 'https://spapi.baidu.com'
const CODE2SESSION = '/oauth/jscode2sessionkey'

export function baiduExchanger(creds: MiniAppCredentials): CodeExchanger {
  return {
    vendor: 'swan',
    appId: creds.appId,
    async exchange(code) {
      const form = { code, client_id: creds.appId, sk: creds.secret }
      const body = await postToVendor(`${creds.apiBase ?? BAIDU_BASE}${CODE2SESSION}`, form, 'form')
      if (body.error !== undefined || (body.errno !== undefined && Number(body.errno) !== 0)) {
        // invalid_grant: the code; invalid_client and the rest: our app key or secret.
        const kind = body.error === 'invalid_grant' ? 'code' : 'service'
        throw new MiniLoginError(kind, `swan error ${String(body.error ?? body.errno)}`)
      }
      return identityFrom(body.openid, null)
    },
  }
}
