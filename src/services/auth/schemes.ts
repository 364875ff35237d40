import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios'
import type { AuthScheme } from '../http/types'
import { TOKEN_NOT_FOUND } from './constants'
import type { TokenStore } from './token-store'

const usable = (token: string | null): token is string => Boolean(token) && token !== TOKEN_NOT_FOUND

/**
 * Local-storage scheme (SPEC.md section 7): the stored token as Authorization. The no-auth verbs of the
 * client (`http.noAuth.*`) skip it.
 */
export function localStorageScheme(store: Pick<TokenStore, 'getToken'>): AuthScheme {
  return {
    async authorize(config: InternalAxiosRequestConfig) {
      const token = await store.getToken()
      if (usable(token)) config.headers = AxiosHeaders.from(config.headers).set('Authorization', token)
    },
  }
}

/**
 * Session-id scheme (section 7): the session id as Authorization, and optionally as the `sid` query
 * parameter. The travel pages keep it out of the query (addresses end up in logs and referrers).
 */
export function sessionIdScheme(
  sessionId: () => Promise<string | null>,
  options: { inQuery?: boolean } = {},
): AuthScheme {
  return {
    async authorize(config: InternalAxiosRequestConfig) {
      const sid = await sessionId()
      if (!usable(sid)) return
      config.headers = AxiosHeaders.from(config.headers).set('Authorization', sid)
      if (options.inQuery) {
        config.params = { ...(config.params as Record<string, unknown> | undefined), sid }
      }
    },
  }
}
