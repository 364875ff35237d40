import type { UserInfo } from '@types-shared/api/user'
import type { MiniVendor } from '@types-shared/api/vocabulary'
import type { AuthAdapter } from '@/platform'
import type { HttpClient } from '../http/create-http'
import type { TokenStore } from './token-store'
import { createWebLogin } from './web-login'

/**
 * A mini-program traveller signs in with the platform's login (issue 13): its code (wx.login,
 * my.getAuthCode, tt.login ...) goes to auth/mini_login, which answers a session like the site's. Silent
 * where the platform allows it. Concurrent callers (several requests refused at once) share one sign-in.
 */
export function createMiniLogin(deps: {
  auth: Pick<AuthAdapter, 'login'>
  api: HttpClient
  store: TokenStore<UserInfo>
  vendor: MiniVendor
}) {
  let pending: Promise<UserInfo | null> | null = null
  const signIn = async (): Promise<UserInfo | null> => {
    const outcome = await deps.auth.login()
    if (outcome.kind !== 'mini' || !outcome.code) return null
    return createWebLogin(deps.api, deps.store).loginWithMiniCode(deps.vendor, outcome.code)
  }
  return {
    /** The signed-in user, or null when the platform gave no code or the server refused it. */
    login(): Promise<UserInfo | null> {
      pending ??= signIn()
        .catch(() => null)
        .finally(() => {
          pending = null
        })
      return pending
    },
  }
}
