import { getPlatform } from '@/platform'
import type { Check } from './registry'

/** Where the signed-in user comes from; the auth service registers its own at start-up. */
export type UserSource = () => Promise<unknown | null>

const hostUser: UserSource = () => getPlatform().auth.getHostUser()

let source: UserSource = hostUser

/** Swaps the user source (null restores the host user of the platform). */
export function setUserSource(next: UserSource | null): void {
  source = next ?? hostUser
}

/** SPEC.md section 6: isLogin is true if user info exists or can be fetched. */
export const isLogin: Check = async () => {
  const user = await source()
  return user ?? false
}
