import type { LoginResult, UserInfo } from '@types-shared/api/user'
import type { MiniVendor } from '@types-shared/api/vocabulary'
import { callApi } from '../http/call-api'
import type { HttpClient } from '../http/create-http'
import { completeLogin } from './login-flow'
import type { TokenStore } from './token-store'

/**
 * The product's own sign-in against the travel API (docs/api.md "Authentication"): a web visitor with
 * phone and code, the host app's userToken or a mini-program's login code exchanged for a session. Both go through completeLogin,
 * so the token and user are stored (or both cleared) by the rules of SPEC.md section 4. The calls are
 * the no-auth verbs: an old token must not ride along on a sign-in.
 */
export function createWebLogin(client: HttpClient, store: TokenStore<UserInfo>) {
  const fetchUser = () => callApi(client, 'getMe').catch(() => null)
  const noAuth = { noAuth: true }
  const finish = (result: LoginResult) =>
    completeLogin(store, { ...result, userInfo: result.user }, fetchUser)
  return {
    sendCode: (phone: string) => callApi(client, 'sendCode', { phone }, noAuth),
    loginWithCode: async (phone: string, code: string) =>
      finish(await callApi(client, 'login', { phone, code }, noAuth)),
    loginWithAppToken: async (userToken: string) =>
      finish(await callApi(client, 'appLogin', { userToken }, noAuth)),
    /** A mini-program's platform login code (issue 13); a refused code is this call's answer, not a 401 to react to. */
    loginWithMiniCode: async (vendor: MiniVendor, code: string) =>
      finish(await callApi(client, 'miniLogin', { vendor, code }, { ...noAuth, skipResponseRules: true })),
    async logout() {
      await callApi(client, 'logout').catch(() => undefined)
      await store.clear()
    },
    fetchUser,
  }
}
