import { TOKEN_NOT_FOUND } from './constants'
import type { TokenStore } from './token-store'

/** What a login call answers (SPEC.md section 3): a token field and maybe the user. */
export interface LoginResponse<User> {
  userInfo?: User | null
  auth_token?: string | null
  token?: string | null
  access_token?: string | null
  sessionId?: string | null
  user?: User | null
}

export function tokenOf(response: LoginResponse<unknown> | null | undefined): string | undefined {
  const r = response ?? {}
  return r.auth_token || r.token || r.access_token || r.sessionId || undefined
}

/**
 * SPEC.md section 4: store the token, then take the user from the response or fetch it; on failure both
 * are cleared. A response without a token logs an error and stores `not_found_from_response`, so the
 * missing token is visible in storage rather than silently absent.
 */
export async function completeLogin<User>(
  store: TokenStore<User>,
  response: LoginResponse<User> | null | undefined,
  fetchUser: () => Promise<User | null>,
  logError: (message: string) => void = (message) => console.error(message),
): Promise<User | null> {
  try {
    const token = tokenOf(response)
    if (!token) logError('auth: the login response carries no token')
    await store.setToken(token ?? TOKEN_NOT_FOUND)
    const user = response?.userInfo ?? response?.user ?? (await fetchUser())
    if (!user) throw new Error('auth: no user info after login')
    await store.setUser(user)
    return user
  } catch (error) {
    await store.clear().catch(() => undefined)
    throw error
  }
}

/** Section 6: the built-in isLogin check; user info exists or can be fetched. */
export async function isLoggedIn<User>(
  store: Pick<TokenStore<User>, 'getUser'>,
  fetchUser: () => Promise<User | null>,
): Promise<boolean> {
  if (await store.getUser()) return true
  try {
    return Boolean(await fetchUser())
  } catch {
    return false
  }
}
