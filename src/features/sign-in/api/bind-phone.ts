import type { UserInfo } from '@types-shared/api/user'
import { currentMiniVendor } from '@/services/auth'
import { api } from '@/services/site-client'
import { signInService } from './sign-in-service'

/** The mini-program is built for no vendor: the phone button has nothing to send. */
export class NoPhoneButtonError extends Error {
  constructor() {
    super('this build has no platform phone button')
    this.name = 'NoPhoneButtonError'
  }
}

/**
 * POST auth/mini_phone with the code the platform's phone button handed the page: the server reads the
 * number with the app's secret and binds it; the stored user is replaced by the answer (phone masked).
 */
export async function bindPhoneWithCode(code: string): Promise<UserInfo> {
  const vendor = currentMiniVendor()
  if (!vendor) throw new NoPhoneButtonError()
  const user = await api('bindMiniPhone', { vendor, code })
  await signInService()
    .store.setUser(user)
    .catch(() => undefined)
  return user
}
