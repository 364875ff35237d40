import type { LocaleAdapter, Platform } from '../types'
import type { UrlPolicy } from '../url-policy'
import type { BridgePort } from './bridge-port'
import { createTaroNavigation } from '../taro/navigation'
import { createAppShare } from './share'
import { createAppStorage } from './storage'
import { createAppAuth } from './auth'
import { createAppPay } from './pay'
import { createAppUi } from './ui'
import {
  createAppClipboard,
  createAppDevice,
  createAppImages,
  createAppLocation,
  createAppMaps,
} from './device-services'
import { createAppNavigation } from './navigation'
import { appAppLauncher } from './app-launcher'
import { createBrowserEnvironment } from '../env/browser-environment'
import { parseUserAgent } from '../env/user-agent'
import { createAppHttp } from './request-adapter'
import { createWebPhotos } from '../web/photos'

/** The host app: every capability through the native bridge, pages through Taro's H5 router. */
export function createAppPlatform(
  bridge: BridgePort,
  locale: LocaleAdapter,
  policy: UrlPolicy,
  userAgent: string = navigator.userAgent,
): Platform {
  const storage = createAppStorage(bridge)
  const inner = createTaroNavigation({
    pick: (to) => to.prettyPath,
    openLink: async () => undefined,
    close: async () => undefined,
  })
  return {
    name: 'app',
    navigation: createAppNavigation(bridge, inner, policy),
    locale,
    share: createAppShare(bridge),
    storage,
    auth: createAppAuth(bridge),
    pay: createAppPay(bridge),
    ui: createAppUi(bridge),
    location: createAppLocation(bridge),
    clipboard: createAppClipboard(bridge),
    images: createAppImages(bridge),
    maps: createAppMaps(bridge),
    device: createAppDevice(bridge),
    appLauncher: appAppLauncher,
    environment: createBrowserEnvironment(userAgent, storage),
    http: createAppHttp(bridge, parseUserAgent(userAgent).appBuild),
    // The bridge has no picker (SPEC.md): the webview's file input and the request client do it.
    photos: createWebPhotos(),
  }
}
