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
import { lazyHttp } from '../lazy-http'
import { createWebPhotos } from '../web/photos'
import { createWebShare } from '../web/share'
import { webClipboard } from '../web/clipboard'
import { webImages } from '../web/images'
import { taroUi } from '../taro/ui'
import { createHistoryBackGuard } from '../web/back-guard'
import { createAppBackGuard } from './back-guard'
import { createWebPageScroll } from '../web/page-scroll'
import { fetchCollector } from '../web/collector'
import { createWebRealtime } from '../web/realtime'

/**
 * The host app: every capability through the native bridge, pages through Taro's H5 router. Share,
 * copy, save and the UI fall back to the web's own when the bridge is missing or silent (issue 12
 * item 5; docs/bridge-protocol.md "Timeouts and fallbacks").
 */
export function createAppPlatform(
  bridge: BridgePort,
  locale: LocaleAdapter,
  policy: UrlPolicy,
  userAgent: string = navigator.userAgent,
): Platform {
  const storage = createAppStorage(bridge)
  const env = parseUserAgent(userAgent)
  const inner = createTaroNavigation({
    pick: (to) => to.prettyPath,
    openLink: async () => undefined,
    close: async () => undefined,
  })
  return {
    name: 'app',
    navigation: createAppNavigation(bridge, inner, policy),
    locale,
    // The web way inside the app: Web Share, else copy the link (never WeChat's guide: this is the app).
    share: createAppShare(bridge, createWebShare({ isWeChat: false, clipboard: webClipboard })),
    storage,
    auth: createAppAuth(bridge),
    pay: createAppPay(bridge),
    ui: createAppUi(bridge, taroUi),
    location: createAppLocation(bridge),
    clipboard: createAppClipboard(bridge, webClipboard),
    images: createAppImages(bridge, webImages),
    backGuard: createAppBackGuard(bridge, createHistoryBackGuard(window)),
    pageScroll: createWebPageScroll(document, window),
    collector: fetchCollector,
    maps: createAppMaps(bridge),
    device: createAppDevice(bridge),
    appLauncher: appAppLauncher,
    environment: {
      ...createBrowserEnvironment(userAgent, storage),
      onViewVisibility(listener) {
        const offAppear = bridge.on('viewAppear', () => listener(true))
        const offDisappear = bridge.on('viewDisappear', () => listener(false))
        return () => {
          offAppear()
          offDisappear()
        }
      },
    },
    // axios and the bridge's request adapter load with the first request (issue 18).
    http: lazyHttp(() => import('./request-adapter').then((m) => m.createAppHttp(bridge, env.appBuild))),
    // The bridge has no picker (SPEC.md): the webview's file input and the request client do it.
    photos: createWebPhotos(),
    // The bridge has no socket; the webview's WebSocket does it.
    realtime: createWebRealtime(policy),
  }
}
