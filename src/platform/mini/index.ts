import type { Platform } from '../types'
import { createTaroNavigation } from '../taro/navigation'
import { taroUi } from '../taro/ui'
import { taroClipboard } from '../taro/clipboard'
import { notSupported } from '../errors'
import { miniLocale } from './locale'
import { miniShare } from './share'
import { miniStorage } from './storage'
import { miniAuth } from './auth'
import { miniPay } from './pay'
import { miniLocation } from './location'
import { miniImages } from './images'
import { miniPageScroll } from './page-scroll'
import { miniCollector } from './collector'
import { miniMaps } from './maps'
import { miniDevice } from './device'
import { miniAppLauncher } from './app-launcher'
import { miniEnvironment } from './environment'
import { miniHttp } from './request-adapter'
import { miniPhotos } from './photos'
import { createMiniRealtime } from './realtime'
import { DEFAULT_ALLOWED_HOSTS } from '../url-policy'

export const miniPlatform: Platform = {
  name: 'mini',
  navigation: createTaroNavigation({
    pick: (to) => to.pagePath,
    // A mini-program may only open web addresses in a web-view of a registered domain; callers offer
    // to copy the link instead.
    openLink: async () => {
      throw notSupported('opening web links')
    },
    close: async () => {
      await miniPlatform.navigation.back(1)
    },
  }),
  locale: miniLocale,
  share: miniShare,
  storage: miniStorage,
  auth: miniAuth,
  pay: miniPay,
  ui: taroUi,
  location: miniLocation,
  clipboard: taroClipboard,
  images: miniImages,
  // The page's back belongs to the platform here (WeChat's page-container is left for later).
  backGuard: { hold: () => () => undefined },
  pageScroll: miniPageScroll,
  collector: miniCollector,
  maps: miniMaps,
  device: miniDevice,
  appLauncher: miniAppLauncher,
  environment: miniEnvironment,
  http: miniHttp,
  photos: miniPhotos,
  realtime: createMiniRealtime({ allowedHosts: DEFAULT_ALLOWED_HOSTS }),
}
