import type { UserAgentInfo } from './user-agent'

/** SPEC.md section 3. */
export const PLATFORM_LABELS = ['android_app', 'iOS_app', 'android_web', 'iOS_web'] as const
export type PlatformLabel = (typeof PLATFORM_LABELS)[number]

/**
 * iOS (and macOS, where iPads in desktop mode land) reads as iOS; everything else, Harmony included,
 * reads as Android: the label only has these two families.
 */
export function platformLabel(env: Pick<UserAgentInfo, 'inApp' | 'os'>): PlatformLabel {
  const apple = env.os === 'ios' || env.os === 'macos'
  if (env.inApp) return apple ? 'iOS_app' : 'android_app'
  return apple ? 'iOS_web' : 'android_web'
}
