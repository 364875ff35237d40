// Alipay: the open gateway's alipay.system.oauth.token, signed RSA2 (SHA256 with RSA) with the app's
// private key; { alipay_system_oauth_token_response: { user_id | open_id } } or { error_response }.
import crypto from 'node:crypto'
import { identityFrom, MiniLoginError, postToVendor, type CodeExchanger } from './exchanger'
import type { MiniAppCredentials } from '../../lib/mini-apps'

export const ALIPAY_BASE = 'https://openapi.alipay.com'
const GATEWAY = '/gateway.do'

/** sub_codes that mean "this code" (invalid, expired or already used). */
const CODE_ERRORS = new Set(['isv.code-invalid', 'isv.code-expired', 'isv.code-used'])

/** Alipay's string to sign: every parameter but sign, sorted by name, as name=value joined by &. */
export function alipaySigningString(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
}

/** Beijing time as Alipay wants it: yyyy-MM-dd HH:mm:ss. */
function gatewayTimestamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
}

export function alipayExchanger(
  creds: MiniAppCredentials,
  now: () => Date = () => new Date(),
): CodeExchanger {
  return {
    vendor: 'alipay',
    appId: creds.appId,
    async exchange(code) {
      const params: Record<string, string> = {
        app_id: creds.appId,
        method: 'alipay.system.oauth.token',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: gatewayTimestamp(now()),
        version: '1.0',
        grant_type: 'authorization_code',
        code,
      }
      let sign: string
      try {
        sign = crypto
          .sign('sha256', Buffer.from(alipaySigningString(params)), creds.secret)
          .toString('base64')
      } catch {
        throw new MiniLoginError('service', 'alipay: the configured private key cannot sign')
      }
      const body = await postToVendor(
        `${creds.apiBase ?? ALIPAY_BASE}${GATEWAY}`,
        { ...params, sign },
        'form',
      )
      const failure = body.error_response as Record<string, unknown> | undefined
      if (failure) {
        const sub = String(failure.sub_code ?? '')
        throw new MiniLoginError(CODE_ERRORS.has(sub) ? 'code' : 'service', `alipay ${failure.code} ${sub}`)
      }
      const ok = (body.alipay_system_oauth_token_response ?? {}) as Record<string, unknown>
      // Newer apps get open_id; older ones the 2088... user_id. Either identifies the user in this app.
      return identityFrom(ok.open_id ?? ok.user_id, null)
    },
  }
}
