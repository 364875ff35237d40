/**
 * The shapes of SPEC.md section 3 as the native app sends and takes them, and the argument and
 * result type of every native method of section 7. Pure types: the dev-only schemas in ./schemas mirror
 * them for runtime checks, and the simulator answers with them.
 */

export type ResultCode = 0 | -1

/** flags: sub-objects fulishe and shequ plus per-platform groups (read by getABFlag). */
export type UserFlags = {
  fulishe?: Record<string, string | number | boolean>
  shequ?: Record<string, string | number | boolean>
} & Record<string, Record<string, string | number | boolean> | undefined>

export interface UserInfo {
  userId: string
  nickname: string
  gender?: number
  userToken?: string
  image?: string
  location?: string
  flags?: UserFlags
  /** From app 5.24. */
  lat?: number
  lon?: number
  sessionId?: string
  /** Android from 6.5, iOS from 6.9. */
  hashExp?: string
  /** Marks a user who is not logged in. */
  guest?: boolean
}

/** Old spellings the app may still send; mapped to UserInfo with a deprecation warning. */
export interface DeprecatedUserInfoFields {
  user_id?: string
  user_token?: string
  session_id?: string
  images?: string
}

export interface DeviceInfo {
  appMarket: string
  appVersion: string
  buildNumber: string
  systemVersion: string
  deviceModel: string
  manufacturer: string
  timezone: string
  deviceScreenWidth: number
  deviceScreenHeight: number
  carrier: string
  uniqueId: string
  applepayInfo?: Record<string, unknown>
  /** Before app 5.24 only. */
  idfa?: string
  idfv?: string
  imei?: string
}

export const APP_PACKAGES = ['com.trip.companion', 'com.trip.companion.lite'] as const
export interface AppInfo {
  version: string
  build: string
  jsversion: string
  package: (typeof APP_PACKAGES)[number]
}

export interface MiniProgramShareExtension {
  title?: string
  desc?: string
  webpageurl?: string
  path?: string
  thumb?: string
  username?: string
}

export const FRIEND_SHARE_TYPES = ['general', 'goodsDetail', 'center', 'topic', 'event'] as const
export interface FriendShareExtension {
  source?: string
  type?: (typeof FRIEND_SHARE_TYPES)[number]
  title?: string
  content?: string
  /** Deprecated in favour of image. */
  cover?: string
  image?: string
  link?: string
  btn?: string
  avatar?: string
  brandName?: string
  id?: string
  desc?: string
  price?: number
}

export interface ShareContent {
  type: string
  contentType?: 'link' | 'image' | 'text'
  title?: string
  content?: string
  linkurl?: string
  imageurl?: string
  base64string?: string
  extension?: {
    miniprogram?: MiniProgramShareExtension
    /** The string form is deprecated in favour of the object form. */
    friend?: FriendShareExtension | string
  }
}

export const ALERT_STYLES = { default: 0, cancel: 1, destructive: 2 } as const
export interface AlertAction {
  name: string
  style?: keyof typeof ALERT_STYLES
}
export interface AlertArgs {
  title?: string
  desc?: string
  actions: AlertAction[]
}
export interface ActionSheetArgs {
  title?: string
  desc?: string
  actions: Array<{ name: string; value: string }>
}

export type Coordinate = 'wgs84' | 'gcj02' | 'bd09'
export type MapApp = 'apple' | 'baidu' | 'amap' | 'google'
export interface MapArgs {
  lat: number
  long: number
  direction?: boolean
  name?: string
  coordinate?: Coordinate
}

export interface CommentArgs {
  placeholder?: string
  uid?: string
}
export interface CommentResult {
  uid: string
  is_send: boolean
  data: { content: string; at_users: Array<{ userid: string; nickname: string }> }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export interface ClientRequestArgs {
  url: string
  type: HttpMethod
  headers?: Record<string, string>
  data?: unknown
  transform?: boolean
}
export interface ClientRequestResult {
  result: ResultCode
  response: unknown
  status: number
  headers?: Record<string, string>
}

export type NetworkType = 'WiFi' | '4G' | '3G+' | '3G' | '2G' | 'NONE'
export type PermissionState = 'denied' | 'granted' | 'undeterminated'
export type NotificationPermission = 'denied' | 'granted'

export interface Geolocation {
  lat: number
  lon: number
  coordinate: Coordinate
  accuracy?: number
}

export type PayChannel = 'alipay' | 'wechat' | 'apple'

/** Every native method of SPEC.md section 7: what it takes and what it answers with. */
export interface BridgeMethodMap {
  toast: { args: { message: string; duration?: number }; result: void }
  showalertV2: { args: AlertArgs; result: { index: number; name: string } }
  showActionSheet: { args: ActionSheetArgs; result: { value: string | null } }
  shareContentV2: { args: ShareContent; result: { channel?: string; shared: boolean } }
  setShareInfo: { args: ShareContent; result: void }
  pay: { args: { channel: PayChannel; orderInfo: string }; result: { orderid: string } }
  alipayClient: { args: { orderInfo: string }; result: { orderid: string } }
  wechatPayClient: { args: { orderInfo: string }; result: { orderid: string } }
  supportApplePay: { args: Record<string, never>; result: { supported: boolean } }
  applePayClient: { args: { orderInfo: string }; result: { orderid: string } }
  openLink: { args: { url: string; type?: 'push' | 'present' }; result: void }
  replaceSelfWithLink: { args: { url: string; newPath?: boolean }; result: void }
  closeWindow: { args: Record<string, never>; result: void }
  removeCurrentScreen: { args: Record<string, never>; result: void }
  setNavigationBarHidden: { args: { hidden: boolean }; result: void }
  setRightBarButton: { args: { title?: string; icon?: string }; result: void }
  setStatusBar: { args: { hidden?: boolean; textColor?: 'light' | 'dark' }; result: void }
  getUserInfo: { args: Record<string, never>; result: UserInfo & DeprecatedUserInfoFields }
  getDeviceInfo: { args: Record<string, never>; result: DeviceInfo }
  getAppInfo: { args: Record<string, never>; result: AppInfo }
  getNetworkType: { args: Record<string, never>; result: { type: NetworkType } }
  getItem: { args: { key: string }; result: { value: string | null } }
  setItem: { args: { key: string; value: string }; result: void }
  removeItem: { args: { key: string }; result: void }
  setPasteBoard: { args: { text: string }; result: void }
  saveImage: { args: { url?: string; base64string?: string; type?: string }; result: void }
  openMapWithLocation: { args: MapArgs; result: { type: MapApp } }
  addComment: { args: CommentArgs; result: CommentResult }
  checkLoginWithAction: { args: { type: number }; result: { loggedIn: boolean } }
  logout: { args: Record<string, never>; result: void }
  isAppInstalled: { args: { scheme: string }; result: { installed: boolean } }
  checkAppPermission: {
    args: { permission: 'location' | 'camera' | 'photos' | 'notification' }
    result: { state: PermissionState }
  }
  requestNotificationPermission: {
    args: { engaingType: number; engaingMessage?: string }
    result: { state: NotificationPermission }
  }
  areNotificationsEnabled: { args: Record<string, never>; result: { enabled: boolean } }
  getMessageStatus: { args: Record<string, never>; result: { unread: number } }
  sendClientRequest: { args: ClientRequestArgs; result: ClientRequestResult }
  sendClientRequestV2: { args: ClientRequestArgs; result: ClientRequestResult }
  sendClientRequestV3: { args: ClientRequestArgs; result: ClientRequestResult }
  getPrevData: { args: Record<string, never>; result: { data: string | null } }
  broadcast: { args: { key: string; data: string }; result: void }
  getCurrentGeolocation: { args: { coordinate?: Coordinate }; result: Geolocation }
  toggleLocalDns: { args: { enabled: boolean }; result: void }
  openRechargeCoinPanel: { args: Record<string, unknown>; result: void }
  openFansPanel: { args: { userId: string }; result: void }
  openGiftPanel: { args: { userId: string }; result: void }
  getTrackEnv: {
    args: Record<string, never>
    result: { env: 'production' | 'development' | 'test' | 'prerelease' }
  }
  registerNotice: { args: { name: string }; result: void }
  setNaviBackCallback: { args: { enabled: boolean }; result: void }
  changeTitle: { args: { title: string }; result: void }
  getThirdAuth: { args: { type: 'weixin' }; result: { code: string } }
  emitTrack: { args: { event: Record<string, unknown> }; result: void }
  emitApmTrack: { args: { event: Record<string, unknown> }; result: void }
  showTrack: { args: { enabled: boolean }; result: void }
  webtrack: { args: { event: Record<string, unknown> }; result: void }
  setAlwaysBounce: { args: { direction: 'vertical' | 'horizontal'; enabled: boolean }; result: void }
}

export type BridgeMethodName = keyof BridgeMethodMap
export type BridgeArgs<M extends BridgeMethodName> = BridgeMethodMap[M]['args']
export type BridgeResult<M extends BridgeMethodName> = BridgeMethodMap[M]['result']

/** Events native emits (CONTRACTS.md). */
export interface BridgeEventMap {
  viewAppear: undefined
  viewDisappear: undefined
  loginChange: { loggedIn: boolean }
  networkChange: { type: NetworkType }
  naviBack: undefined
  bridgeReady: undefined
}
