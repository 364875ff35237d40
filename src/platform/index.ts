import type { Platform } from './types'
import { parseUserAgent } from './env/user-agent'
import { DEFAULT_ALLOWED_HOSTS } from './url-policy'

export type * from './types'
export { PlatformError, PLATFORM_ERROR_CODES } from './errors'

let current: Platform | undefined

/**
 * The one place that chooses an implementation: mini-programs by build target, the host app by its
 * user-agent marker, the web otherwise. TARO_ENV is replaced at build time, so each bundle keeps only its
 * own branch; the choice is made on first use, never at import time.
 */
function choose(): Platform {
  if (process.env.TARO_ENV !== 'h5') {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (require('./mini') as typeof import('./mini')).miniPlatform
  }
  if (process.env.NODE_ENV !== 'production') {
    // `?simulateApp=ios&version=6.61.0` runs the site "as in the app" in a desktop browser (docs/bridge-protocol.md).
    const { maybeInstallSimulatorFromQuery } =
      require('./simulator/from-query') as typeof import('./simulator/from-query')
    maybeInstallSimulatorFromQuery(window)
  }
  const userAgent = navigator.userAgent
  if (parseUserAgent(userAgent).inApp) {
    const { createAppPlatform } = require('./app') as typeof import('./app')
    const { getBridge } = require('./bridge') as typeof import('./bridge')
    const { webLocale } = require('./web/locale') as typeof import('./web/locale')
    return createAppPlatform(getBridge(), webLocale, {
      allowedHosts: DEFAULT_ALLOWED_HOSTS,
      selfOrigin: window.location.origin,
    })
  }
  return (require('./web') as typeof import('./web')).createWebPlatform(userAgent)
}

export function getPlatform(): Platform {
  current ??= choose()
  return current
}

/** Tests and previews swap the whole platform (usually for the fake). */
export function setPlatform(platform: Platform | undefined): void {
  current = platform
}
