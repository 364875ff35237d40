import type { Platform } from './types'
import { parseUserAgent } from './env/user-agent'

export type * from './types'
export { PlatformError, PLATFORM_ERROR_CODES } from './errors'

let current: Platform | undefined
let appLoading: Promise<void> | undefined
let simulatorChecked = false

/** `?simulateApp=ios&version=6.61.0` runs the site "as in the app" in a development build (docs/bridge-protocol.md). */
function checkSimulatorOnce() {
  if (process.env.NODE_ENV === 'production' || simulatorChecked) return
  simulatorChecked = true
  const { maybeInstallSimulatorFromQuery } =
    require('./simulator/from-query') as typeof import('./simulator/from-query')
  maybeInstallSimulatorFromQuery(window)
}

/** H5 inside the host app's webview: the app's platform, which loads in its own chunk. */
function inAppWebview(): boolean {
  if (process.env.TARO_ENV !== 'h5') return false
  checkSimulatorOnce()
  return parseUserAgent(navigator.userAgent).inApp
}

const webPlatform = (): Platform =>
  (require('./web') as typeof import('./web')).createWebPlatform(navigator.userAgent)

/**
 * The one place that chooses an implementation: mini-programs by build target, the host app by its
 * user-agent marker, the web otherwise. TARO_ENV is replaced at build time, so each bundle keeps only its
 * own branch; the choice is made on first use, never at import time. The app's implementation and its
 * bridge are a chunk of their own that only the app loads (issue 18: a browser never downloads them):
 * app.ts awaits `platformReady()` before the app starts, so every use finds it loaded.
 */
function choose(): Platform {
  if (process.env.TARO_ENV !== 'h5') {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return (require('./mini') as typeof import('./mini')).miniPlatform
  }
  if (inAppWebview())
    throw new Error('the host app platform is still loading: await platformReady() before the first use')
  return webPlatform()
}

/**
 * Resolves once getPlatform() can answer: at once everywhere but in the app's webview, where the app's
 * chunk loads first. A chunk that cannot load leaves the page working as in a browser.
 */
export function platformReady(): Promise<void> {
  if (current || !inAppWebview()) return Promise.resolve()
  appLoading ??= import('./app/for-window').then(
    ({ appPlatformForWindow }) => {
      current ??= appPlatformForWindow()
    },
    () => {
      current ??= webPlatform()
    },
  )
  return appLoading
}

export function getPlatform(): Platform {
  current ??= choose()
  return current
}

/** Tests and previews swap the whole platform (usually for the fake). */
export function setPlatform(platform: Platform | undefined): void {
  current = platform
}
