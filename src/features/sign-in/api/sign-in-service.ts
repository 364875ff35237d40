import type { UserInfo } from '@types-shared/api/user'
import { getPlatform } from '@/platform'
import { createTokenStore, createWebLogin } from '@/services/auth'
import { getTravelApi } from '@/services/site-client'

export type SignedInUser = UserInfo

/**
 * The product's own sign-in (docs/auth.md "web-login.ts") over the travel API and the platform's
 * storage: the session lands under auth-token, where getTravelApi() reads it for later calls.
 */
export function signInService() {
  const store = createTokenStore<SignedInUser>(getPlatform().storage)
  return { store, ...createWebLogin(getTravelApi(), store) }
}

/** The user kept from an earlier sign-in on this device, if any. */
export const storedUser = () => signInService().store.getUser()

/** A stale session (the server answered 401): forget it so the next sign-in starts clean. */
export const forgetSession = () => signInService().store.clear()
