import type { Platform } from './types'
import { webPlatform } from './web'
import { miniPlatform } from './mini'

export type { Platform, NavigationTarget } from './types'
export { PlatformError } from './errors'

/**
 * The one place that chooses an implementation. TARO_ENV is replaced at build time, so each bundle keeps
 * only its own branch. Tests swap the choice with setPlatform.
 */
let current: Platform = process.env.TARO_ENV === 'h5' ? webPlatform : miniPlatform

export function getPlatform(): Platform {
  return current
}

export function setPlatform(platform: Platform): void {
  current = platform
}
