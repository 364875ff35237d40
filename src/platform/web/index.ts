import type { Platform } from '../types'
import { createTaroNavigation } from '../taro/navigation'
import { lazyUi } from '../taro/lazy-ui'
import { parseUserAgent } from '../env/user-agent'
import { DEFAULT_ALLOWED_HOSTS } from '../url-policy'
import { webLocale } from './locale'
import { createWebStorage } from './storage'
import { webClipboard } from './clipboard'
import { createWebShare } from './share'
import { webAuth } from './auth'
import { webPay } from './pay'
import { webLocation } from './location'
import { webImages } from './images'
import { createWebMaps } from './maps'
import { createWebDevice } from './device'
import { createWebLinks } from './navigation-links'
import { createWebAppLauncher } from './app-launcher'
import { createBrowserEnvironment } from '../env/browser-environment'
import { lazyHttp } from '../lazy-http'
import { createWebPhotos } from './photos'
import { createHistoryBackGuard } from './back-guard'
import { createWebPageScroll } from './page-scroll'
import { fetchCollector } from './collector'
import { createWebRealtime } from './realtime'

export function createWebPlatform(userAgent: string = navigator.userAgent): Platform {
  const env = parseUserAgent(userAgent)
  const storage = createWebStorage()
  return {
    name: 'web',
    // The H5 router resolves the pretty aliases, so shared links and history show /web/journey/detail/1.
    navigation: createTaroNavigation({
      pick: (to) => to.prettyPath,
      ...createWebLinks({ allowedHosts: DEFAULT_ALLOWED_HOSTS, selfOrigin: window.location.origin }),
    }),
    locale: webLocale,
    share: createWebShare({ isWeChat: env.isWeChat, clipboard: webClipboard }),
    storage,
    auth: webAuth,
    pay: webPay,
    ui: lazyUi(() => import('../taro/ui').then((m) => m.taroUi)),
    location: webLocation,
    clipboard: webClipboard,
    images: webImages,
    backGuard: createHistoryBackGuard(window),
    pageScroll: createWebPageScroll(document, window),
    collector: fetchCollector,
    maps: createWebMaps((url) => window.open(url, '_blank', 'noopener')),
    device: createWebDevice(env),
    appLauncher: createWebAppLauncher({ env, doc: document, win: window }),
    environment: createBrowserEnvironment(userAgent, storage),
    // axios's adapters load with the first request, not with the page (issue 18).
    http: lazyHttp(() => import('./request-adapter').then((m) => m.webHttp)),
    photos: createWebPhotos(),
    realtime: createWebRealtime({ allowedHosts: DEFAULT_ALLOWED_HOSTS, selfOrigin: window.location.origin }),
  }
}
