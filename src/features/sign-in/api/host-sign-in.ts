import { getPlatform } from '@/platform'
import { currentMiniVendor } from '@/services/auth'
import type { SignedInUser } from './sign-in-service'
import { signInService } from './sign-in-service'

/**
 * The host's own login, where there is one: in the app, its login screen, then its userToken is
 * exchanged for our session; in a mini-program, the platform's login code (issue 13). Answers 'form'
 * where the host has none (browsers), so the phone form takes over; null when the user backed out.
 */
export async function hostSignIn(): Promise<SignedInUser | null | 'form'> {
  const { auth } = getPlatform()
  const outcome = await auth.login()
  if (outcome.kind === 'mini') {
    const vendor = currentMiniVendor()
    return vendor ? signInService().loginWithMiniCode(vendor, outcome.code) : 'form'
  }
  if (outcome.kind !== 'app') return 'form'
  if (!outcome.loggedIn) return null
  const host = await auth.getHostUser()
  if (!host?.userToken) return 'form'
  return signInService().loginWithAppToken(host.userToken)
}
