import type { MapApp, NavigationTarget, NetworkType, Platform, SharePayload } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { assertStorageKey, assertStorageValue } from '../storage-rules'
import { isValidPlace } from '../map-links'
import { assertElementId } from '../element-id'
import { DEFAULT_ALLOWED_HOSTS, isAllowedUrl } from '../url-policy'
import { environmentReport } from '../env/report'
import { parseUserAgent } from '../env/user-agent'
import { webHttp } from '../web/request-adapter'
import { svgDataUrl } from '../svg-data-url'
import { createFakePhotos, type FakePhotoAdapter } from './photos'
import { createFakeRealtime, type FakeRealtime } from './realtime'

export interface FakeCall {
  method: string
  target?: NavigationTarget
  title?: string
  delta?: number
  url?: string
  content?: SharePayload
  message?: string
  text?: string
}

export interface FakePlatform extends Platform {
  readonly calls: FakeCall[]
  languages: string[]
  /** Answers the next alert/action sheet with this index/value. */
  nextChoice: { alert: number; actionSheet: string | null }
  user: { userId: string; nickname: string } | null
  network: NetworkType
  emitLoginChange(loggedIn: boolean): void
  emitNetworkChange(type: NetworkType): void
  /** The host app's view covered (false) or shown again (true). */
  emitViewVisibility(visible: boolean): void
  /** Pages in the stack, for canGoBack (1: opened directly). */
  historyDepth: number
  /** The system's back: closes what holds it, like a browser's back or the app's naviBack. */
  pressBack(): boolean
  readonly photos: FakePhotoAdapter
  readonly realtime: FakeRealtime
}

/** In memory, for tests and previews: does what it is asked, records it, never touches a platform. */
export function createFakePlatform(languages: string[] = ['zh-CN']): FakePlatform {
  const calls: FakeCall[] = []
  const store = new Map<string, string>()
  const loginListeners = new Set<(loggedIn: boolean) => void>()
  const networkListeners = new Set<(type: NetworkType) => void>()
  const viewListeners = new Set<(visible: boolean) => void>()
  const record = (call: FakeCall) => void calls.push(call)
  const backHolds: Array<() => void> = []
  const platform: FakePlatform = {
    name: 'fake',
    calls,
    languages,
    nextChoice: { alert: 0, actionSheet: null },
    user: null,
    network: 'WiFi',
    historyDepth: 2,
    emitLoginChange: (loggedIn) => loginListeners.forEach((l) => l(loggedIn)),
    emitViewVisibility: (visible) => viewListeners.forEach((l) => l(visible)),
    pressBack() {
      const onBack = backHolds.pop()
      onBack?.()
      return Boolean(onBack)
    },
    emitNetworkChange(type) {
      platform.network = type
      networkListeners.forEach((l) => l(type))
    },
    navigation: {
      push: async (target) => record({ method: 'push', target }),
      replace: async (target) => record({ method: 'replace', target }),
      back: async (delta = 1) => record({ method: 'back', delta }),
      canGoBack: () => platform.historyDepth > 1,
      setTitle: async (title) => record({ method: 'setTitle', title }),
      async openLink(url) {
        if (!isAllowedUrl(url, { allowedHosts: DEFAULT_ALLOWED_HOSTS })) {
          throw new PlatformError(PLATFORM_ERROR_CODES.URL_NOT_ALLOWED, `not an allowed address: ${url}`)
        }
        record({ method: 'openLink', url })
      },
      close: async () => record({ method: 'close' }),
    },
    locale: { preferredLanguages: () => platform.languages },
    share: {
      async share(content) {
        record({ method: 'share', content })
        return { status: 'shared' }
      },
      setShareInfo: async (content) => record({ method: 'setShareInfo', content }),
      posterCode: () => ({ kind: 'address' }),
      armedCard: () => null,
    },
    storage: {
      async getItem(key) {
        assertStorageKey(key)
        return store.get(key) ?? null
      },
      async setItem(key, value) {
        assertStorageKey(key)
        assertStorageValue(value)
        store.set(key, value)
      },
      async removeItem(key) {
        assertStorageKey(key)
        store.delete(key)
      },
    },
    auth: {
      getHostUser: async () => (platform.user ? { ...platform.user } : null),
      phoneButton: false,
      async login() {
        record({ method: 'login' })
        return { kind: 'app', loggedIn: platform.user !== null }
      },
      logout: async () => {
        platform.user = null
        record({ method: 'logout' })
      },
      onLoginChange(listener) {
        loginListeners.add(listener)
        return () => void loginListeners.delete(listener)
      },
    },
    pay: {
      async pay(order) {
        record({ method: 'pay', text: order.channel })
        return { orderId: `fake-${order.orderInfo}` }
      },
    },
    ui: {
      async toast(message) {
        if (typeof message !== 'string' || !message) {
          throw new PlatformError(
            PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
            'message should not be undefined or null',
          )
        }
        record({ method: 'toast', message })
      },
      alert: async ({ title }) => {
        record({ method: 'alert', message: title })
        return platform.nextChoice.alert
      },
      actionSheet: async ({ title }) => {
        record({ method: 'actionSheet', message: title })
        return platform.nextChoice.actionSheet
      },
    },
    location: { getCurrentPosition: async () => ({ lat: 35.681236, lon: 139.767125, coordinate: 'wgs84' }) },
    clipboard: { copy: async (text) => record({ method: 'copy', text }) },
    images: {
      save: async ({ url }) => record({ method: 'saveImage', url }),
      rasterize: async (svg, size) => ({
        url: svgDataUrl(svg),
        width: size.width * 2,
        height: size.height * 2,
      }),
    },
    collector: {
      available: true,
      async post(url, _headers, body) {
        record({ method: 'collect', url, text: body })
        return true
      },
    },
    pageScroll: {
      toElement: async (id) => {
        assertElementId(id)
        record({ method: 'scrollTo', text: id })
      },
      toOffset: async (top) => {
        record({ method: 'scrollToOffset', text: String(top) })
      },
    },
    backGuard: {
      hold(onBack) {
        backHolds.push(onBack)
        return () => {
          const index = backHolds.indexOf(onBack)
          if (index >= 0) backHolds.splice(index, 1)
        }
      },
    },
    maps: {
      choices: (): readonly MapApp[] => ['amap', 'apple'],
      async open(place, app) {
        if (!isValidPlace(place))
          throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'not a valid place')
        record({ method: 'openMap', text: app })
        return { app }
      },
    },
    environment: {
      describe: () => environmentReport('fake', parseUserAgent(''), { width: 390, height: 844 }),
      container: () => null,
      onAppHide: () => () => undefined,
      onViewVisibility(listener) {
        viewListeners.add(listener)
        return () => void viewListeners.delete(listener)
      },
      visitorId: async () => 'u_fakevisitor01763800000000',
      loadTimings: () => ({
        pageMs: 420,
        resources: [{ name: '/web/js/app.js', kind: 'script', ms: 120, bytes: 92000 }],
      }),
    },
    appLauncher: {
      canOpenApp: () => true,
      openApp: async (target) => {
        record({ method: 'openApp', text: target.pageType })
        return 'landing'
      },
    },
    device: {
      getDevice: async () => ({
        os: 'fake',
        screenWidth: 390,
        screenHeight: 844,
        language: platform.languages[0],
      }),
      getNetworkType: async () => platform.network,
      onNetworkChange(listener) {
        networkListeners.add(listener)
        return () => void networkListeners.delete(listener)
      },
    },
    http: webHttp,
    photos: createFakePhotos(),
    realtime: createFakeRealtime(),
  }
  return platform
}
