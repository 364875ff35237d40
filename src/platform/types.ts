/**
 * One interface per capability (STYLE.md rule 3). Pages, features and services only ever see these;
 * src/platform/index.ts is the one place that picks an implementation per context:
 *   app/   the host app, through the native bridge (src/platform/bridge)
 *   mini/  mini-programs, through Taro's APIs
 *   web/   browsers (WeChat's included), through web APIs
 *   fake/  in memory, for tests and previews
 * Every implementation rejects with PlatformError (src/platform/errors.ts), never with `{ errMsg }`.
 */
import type { Coordinate, MapApp, NetworkType } from './bridge/types'
import type { EnvironmentReport } from './env/report'
import type { HttpAdapterProvider } from './request-adapter'
import type { ImageSaverAdapter, ShareAdapter } from './share-types'
import type { AuthAdapter } from './auth-types'
import type { RealtimeAdapter } from './realtime-types'

export type { Coordinate, MapApp, NetworkType, EnvironmentReport }
export type * from './share-types'
export type * from './auth-types'
export type * from './realtime-types'

/** A navigation target in both forms: the page path works on every platform, the pretty path on H5. */
export interface NavigationTarget {
  pagePath: string
  prettyPath: string
}

export interface NavigationAdapter {
  /** Pushes a page; the current one stays alive underneath. */
  push(to: NavigationTarget): Promise<void>
  /** Replaces the current page. */
  replace(to: NavigationTarget): Promise<void>
  back(delta?: number): Promise<void>
  /** Whether a page of this site is under the current one to go back to (false on a page opened directly). */
  canGoBack(): boolean
  setTitle(title: string): Promise<void>
  /** Opens an http(s) address on an allowed host; anything else rejects with ERR_URL_NOT_ALLOWED. */
  openLink(url: string): Promise<void>
  /** Closes the current screen (the webview in the app, the page elsewhere). */
  close(): Promise<void>
}

export interface LocaleAdapter {
  /** The user's languages, most preferred first (BCP 47 tags). */
  preferredLanguages(): readonly string[]
}

export interface StorageAdapter {
  getItem(key: string): Promise<string | null>
  setItem(key: string, value: string): Promise<void>
  removeItem(key: string): Promise<void>
}

export type PayChannel = 'alipay' | 'wechat' | 'apple'

export interface PayOrder {
  channel: PayChannel
  /** The signed order string from the server (app payments). */
  orderInfo: string
  /** The parameters of Taro.requestPayment (mini-program payments). */
  miniParams?: {
    timeStamp: string
    nonceStr: string
    package: string
    signType: 'MD5' | 'HMAC-SHA256' | 'RSA'
    paySign: string
  }
}

export interface PayAdapter {
  /** Resolves with the order id once paid; rejects with ERR_CANCELLED or ERR_NOT_SUPPORT. */
  pay(order: PayOrder): Promise<{ orderId: string }>
}

export type AlertStyle = 'default' | 'cancel' | 'destructive'

export interface UiAdapter {
  toast(message: string, options?: { durationMs?: number }): Promise<void>
  /** Resolves with the index of the chosen action. */
  alert(options: {
    title?: string
    desc?: string
    actions: Array<{ name: string; style?: AlertStyle }>
  }): Promise<number>
  /** Resolves with the chosen value, or null when dismissed. */
  actionSheet(options: {
    title?: string
    desc?: string
    actions: Array<{ name: string; value: string }>
  }): Promise<string | null>
}

export interface Position {
  lat: number
  lon: number
  coordinate: Coordinate
  accuracy?: number
}

export interface LocationAdapter {
  getCurrentPosition(): Promise<Position>
}

export interface ClipboardAdapter {
  copy(text: string): Promise<void>
}

/**
 * The system's back (the browser's back button, Android's back gesture, the app's naviBack) taken by
 * something on the page that should close first: an open sheet. While held, back calls `onBack` and the
 * page stays; the returned release gives back to the page (and tidies the history entry it used).
 */
export interface BackGuardAdapter {
  hold(onBack: () => void): () => void
}

/** Moves the page to one of its parts (a day of a long journey). */
export interface PageScrollAdapter {
  /**
   * Scrolls the element with this id to the top of the screen, below a sticky bar `stickyTop` design
   * px tall (750-wide design px, as the stylesheets); smoothly unless the reader asked for less motion.
   */
  toElement(id: string, options?: { stickyTop?: number }): Promise<void>
  /**
   * Jumps (no animation) to `top` px from the page's top: a reader coming back to a magazine article
   * returns where they left it (issue 16). The offset is read from the page's scroll events.
   */
  toOffset(top: number): Promise<void>
}

export interface MapPlace {
  lat: number
  lon: number
  name?: string
  coordinate: Coordinate
}

export interface MapNavigationAdapter {
  /** Map apps the user must choose from before `open`; empty when the platform chooses itself. */
  choices(): readonly MapApp[]
  open(place: MapPlace, app?: MapApp): Promise<{ app?: MapApp }>
}

export interface DeviceSummary {
  os: string
  osVersion?: string
  model?: string
  appVersion?: string
  appBuild?: string
  screenWidth: number
  screenHeight: number
  language?: string
}

export interface DeviceAdapter {
  getDevice(): Promise<DeviceSummary>
  getNetworkType(): Promise<NetworkType>
  onNetworkChange(listener: (type: NetworkType) => void): () => void
}

/** Deep-link parameters (SPEC.md section 3). */
export interface DeepLinkTarget {
  /** The app page to open, e.g. journey_detail. */
  pageType: string
  /** Query of that page, e.g. { id: '1' }. */
  params?: Record<string, string>
  source: string
  channel: string
  journeyCreateSource?: string
}

/**
 * opened: the app took over; landing: the download/landing page was opened instead; guide: the page must
 * show the "open in browser" overlay (WeChat's browser); in-app: already inside the app; unsupported:
 * this platform cannot open the app.
 */
export type OpenAppOutcome = 'opened' | 'landing' | 'guide' | 'in-app' | 'unsupported'

export interface AppLauncherAdapter {
  /** Whether an "open in app" control makes sense here at all. */
  canOpenApp(): boolean
  openApp(target: DeepLinkTarget): Promise<OpenAppOutcome>
}

export interface EnvironmentAdapter {
  /** Where the page runs: context, versions, gates, label (src/platform/env). */
  describe(): EnvironmentReport
  /** The anonymous visitor id, created once and kept in storage. */
  visitorId(): Promise<string>
  /** What the page loaded and how long it took; null where the platform keeps no timings. */
  loadTimings(): LoadTimings | null
  /**
   * The container the site runs in, for telemetry, where the user agent cannot say it: a mini-program's
   * vendor and the host app's version. Null in webviews and browsers (their user agent says it).
   */
  container(): { name: string; version: string } | null
  /** The whole app went to the background (mini-programs); browsers report their page's visibility instead. */
  onAppHide(listener: () => void): () => void
  /**
   * The host app's view was covered (false) or shown again (true) while the page stayed loaded (SPEC.md
   * section 2: a page view when it appears again). Only the app reports it; elsewhere it never fires.
   */
  onViewVisibility(listener: (visible: boolean) => void): () => void
}

/** Sends telemetry batches to a collector of the API host (tracking and monitoring, SPEC.md section 7). */
export interface CollectorAdapter {
  /** False where nothing can be sent at all: callers then keep nothing for later. */
  readonly available: boolean
  /**
   * POSTs one batch; resolves true when the collector took it, never rejects. `url` is the collector's
   * path on the API host (mini-programs resolve it against the configured API origin).
   */
  post(
    url: string,
    headers: Record<string, string>,
    body: string,
    options?: { keepalive?: boolean },
  ): Promise<boolean>
}

export interface LoadTimings {
  /** From navigation start to the load event (or to now, while loading). */
  pageMs: number
  resources: Array<{ name: string; kind: string; ms: number; bytes: number }>
}

export interface Platform {
  /** Which implementation family this is. */
  readonly name: 'app' | 'web' | 'mini' | 'fake'
  readonly navigation: NavigationAdapter
  readonly locale: LocaleAdapter
  readonly share: ShareAdapter
  readonly storage: StorageAdapter
  readonly auth: AuthAdapter
  readonly pay: PayAdapter
  readonly ui: UiAdapter
  readonly location: LocationAdapter
  readonly clipboard: ClipboardAdapter
  readonly images: ImageSaverAdapter
  readonly backGuard: BackGuardAdapter
  readonly pageScroll: PageScrollAdapter
  readonly collector: CollectorAdapter
  readonly maps: MapNavigationAdapter
  readonly device: DeviceAdapter
  readonly appLauncher: AppLauncherAdapter
  readonly environment: EnvironmentAdapter
  /** The axios adapter for requests (issue 5): the bridge, Taro.request or axios's own. */
  readonly http: HttpAdapterProvider
  /** Choosing and uploading photos (feedback, issue 7). */
  readonly photos: PhotoAdapter
  /** Binary WebSockets (live co-editing, issue 19): the browser's WebSocket or Taro.connectSocket. */
  readonly realtime: RealtimeAdapter
}

/** A photo the user chose, not yet uploaded. */
export interface PickedPhoto {
  /** Shows the photo before it is uploaded: a blob: URL on the web, a temporary file path in mini-programs. */
  previewUrl: string
  name: string
  /** Size in bytes and type, where the platform tells them before the upload. */
  size?: number
  mime?: string
}

export interface PhotoUploadTarget {
  /** The upload endpoint, absolute or site-relative. */
  url: string
  /** The multipart field of the file. */
  field: string
  /** Headers for transports outside the request client (a mini-program's uploadFile). */
  headers?: Record<string, string>
  timeoutMs: number
  onProgress?: (fraction: number) => void
  /**
   * Sends a multipart form through the site's request client where the platform has FormData (web and the
   * app's webview), so auth, trace ids and error handling are those of every other request.
   */
  sendForm(form: FormData, onProgress?: (fraction: number) => void): Promise<unknown>
}

export interface PhotoAdapter {
  /** Lets the user choose up to `max` images; resolves with none when they back out. */
  pick(max: number): Promise<PickedPhoto[]>
  /** Uploads one picked photo; resolves with the endpoint's JSON answer (its envelope or its data). */
  upload(photo: PickedPhoto, target: PhotoUploadTarget): Promise<unknown>
}
