import type { UserInfo } from '@types-shared/api/user'
import { getPlatform } from '@/platform'
import { createTokenStore } from '@/services/auth/token-store'
import { createWebLogin } from '@/services/auth/web-login'
import { getTravelApi } from '@/services/site-client'

/**
 * The signed-in user of the travel API, wherever the page runs. A stored session wins; without one, the
 * host app's signed-in user is exchanged for a session (auth/app_login), so a traveller signed in to the
 * app is signed in here too. Web and mini-program visitors sign in through the sign-in sheet, which
 * writes the same store. One lookup at a time: guards and pages asking together share it.
 */
let pending: Promise<UserInfo | null> | null = null

async function lookUp(): Promise<UserInfo | null> {
  const platform = getPlatform()
  const store = createTokenStore<UserInfo>(platform.storage)
  const login = createWebLogin(getTravelApi(), store)
  if (await store.getToken()) {
    const user = (await store.getUser()) ?? (await login.fetchUser())
    // A token the server no longer knows is worth nothing: forget it so the next sign-in starts clean.
    if (user) await store.setUser(user)
    else await store.clear()
    return user
  }
  const host = await platform.auth.getHostUser().catch(() => null)
  if (!host?.userToken) return null
  return login.loginWithAppToken(host.userToken).catch(() => null)
}

/** The current user, or null for a visitor. Never rejects. */
export function sessionUser(): Promise<UserInfo | null> {
  pending ??= lookUp()
    .catch(() => null)
    .finally(() => {
      pending = null
    })
  return pending
}

export const isAdmin = (user: UserInfo | null): boolean => user?.role === 'admin'
