// WeChat's unlimited mini-program code (wxacode.getUnlimited): an access token from the app's id and
// secret (cached until shortly before it expires), then the code's PNG for a page and a scene.
import type { MiniAppCredentials } from '../../lib/mini-apps'
import { VENDOR_TIMEOUT_MS } from '../mini-login/exchanger'

export const WECHAT_API_BASE = 'https://api.weixin.qq.com'
/** Refresh a token this long before WeChat says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000

export class MiniCodeError extends Error {}

export interface MiniCodeMaker {
  /** The PNG of a code that opens `page` with `scene`. */
  make(page: string, scene: string): Promise<Buffer>
}

async function fetchWithTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS) })
  } catch (error) {
    throw new MiniCodeError(`wechat unreachable: ${(error as Error).message}`)
  }
}

/**
 * One token per app for the whole server: WeChat retires an app's previous token a few minutes after a
 * new one is fetched, so two caches (the poster code's, the phone button's) would undo each other.
 */
/** The app's access token; `forget()` when WeChat says it is no longer good. */
export interface AccessToken {
  (): Promise<string>
  forget(): void
}

const tokensByApp = new WeakMap<MiniAppCredentials, AccessToken>()

/** The app's access token, fetched with its id and secret and kept until shortly before it expires. */
export function wechatAccessToken(creds: MiniAppCredentials): AccessToken {
  let shared = tokensByApp.get(creds)
  if (!shared) {
    shared = makeAccessToken(creds)
    tokensByApp.set(creds, shared)
  }
  return shared
}

function makeAccessToken(creds: MiniAppCredentials, now: () => number = Date.now): AccessToken {
  const base = creds.apiBase ?? WECHAT_API_BASE
  let token: { value: string; until: number } | null = null
  const accessToken = async (): Promise<string> => {
    if (token && token.until > now()) return token.value
    const url = new URL(`${base}/cgi-bin/token`)
    url.search = new URLSearchParams({
      grant_type: 'client_credential',
      appid: creds.appId,
      secret: creds.secret,
    }).toString()
    const body = (await (await fetchWithTimeout(url.href)).json().catch(() => ({}))) as Record<
      string,
      unknown
    >
    if (typeof body.access_token !== 'string')
      throw new MiniCodeError(`wechat token: errcode ${body.errcode}`)
    const ttlMs = Number(body.expires_in ?? 7200) * 1000
    token = { value: body.access_token, until: now() + ttlMs - TOKEN_MARGIN_MS }
    return token.value
  }
  return Object.assign(accessToken, { forget: () => void (token = null) })
}

export function wechatCodeMaker(
  creds: MiniAppCredentials,
  accessToken: AccessToken = wechatAccessToken(creds),
): MiniCodeMaker {
  const base = creds.apiBase ?? WECHAT_API_BASE

  return {
    async make(page, scene) {
      const response = await fetchWithTimeout(
        `${base}/wxa/getwxacodeunlimit?access_token=${await accessToken()}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // check_path false: a page of a version not yet released still gets its code.
          body: JSON.stringify({ page, scene, check_path: false, width: 430 }),
        },
      )
      const type = response.headers.get('content-type') ?? ''
      const bytes = Buffer.from(await response.arrayBuffer())
      // An error comes back as JSON; a code as an image.
      if (!type.startsWith('image/')) {
        if (/"errcode":\s*4(0001|2001)/.test(bytes.toString())) accessToken.forget()
        throw new MiniCodeError(`wechat code: ${bytes.toString().slice(0, 200)}`)
      }
      return bytes
    },
  }
}
