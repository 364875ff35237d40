import type { UserAgentInfo } from './user-agent'
import { isAtLeast } from './version'

interface Gate {
  /** Minimum app version on every OS, unless an OS-specific one is given. */
  app?: string
  ios?: string
  /** Android's minimum also applies to Harmony, which ships the Android app's bridge. */
  android?: string
}

/**
 * SPEC.md section 6's version gates as named predicates. The spec gives the meaning of 5.24, 5.39,
 * 6.5/6.9, 6.54/6.56 and 6.7; the others are assigned to the features that arrived with those app
 * versions (docs/platform.md lists them), so every gate has one name and one place.
 */
export const GATES = {
  /** shareContentV2 with extensions (miniprogram, friend object form). */
  shareContentV2: { app: '5.20' },
  /** User info carries lat, lon and sessionId; device info stops carrying idfa/idfv/imei. */
  userLocationAndSession: { app: '5.24' },
  /** showActionSheet with title and description. */
  actionSheetWithDesc: { app: '5.26.1' },
  /** saveImage accepts base64string. */
  saveImageBase64: { app: '5.29' },
  /** requestNotificationPermission and areNotificationsEnabled. */
  notificationPermission: { app: '5.31' },
  /** openLink accepts a push-or-present type (iOS only). */
  pushOrPresent: { ios: '5.39' },
  /** getABFlag reads experiment flags from user info. */
  abFlags: { app: '6.36' },
  /** User info carries hashExp: Android from 6.5, iOS from 6.9. */
  hashExp: { android: '6.5', ios: '6.9' },
  /** replaceSelfWithLink takes the new path: iOS 6.54+, Android 6.56+. */
  replaceScreenNewPath: { ios: '6.54', android: '6.56' },
  /** The page may ask for full-screen (no native navigation bar) from 6.7. */
  fullscreen: { app: '6.7' },
  /** emitApmTrack forwards performance records to the app's own monitoring. */
  apmTrack: { app: '6.61' },
} as const satisfies Record<string, Gate>

export type GateName = keyof typeof GATES

/** True only inside the app at or above the gate's version for this OS. */
export function isGateOpen(name: GateName, env: Pick<UserAgentInfo, 'inApp' | 'appVersion' | 'os'>): boolean {
  if (!env.inApp || !env.appVersion) return false
  const gate: Gate = GATES[name]
  const min =
    env.os === 'ios'
      ? (gate.ios ?? gate.app)
      : env.os === 'android' || env.os === 'harmony'
        ? (gate.android ?? gate.app)
        : gate.app
  return min !== undefined && isAtLeast(env.appVersion, min)
}
