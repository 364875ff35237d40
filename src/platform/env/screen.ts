import { NOTCH_SCREEN_HEIGHTS } from './constants'
import type { UserAgentInfo } from './user-agent'

/** An iPhone whose screen height (in points, either orientation) is one of the notch models. */
export function hasNotch(env: Pick<UserAgentInfo, 'os'>, screen: { width: number; height: number }): boolean {
  if (env.os !== 'ios') return false
  const tall = Math.max(screen.width, screen.height)
  return (NOTCH_SCREEN_HEIGHTS as readonly number[]).includes(tall)
}
