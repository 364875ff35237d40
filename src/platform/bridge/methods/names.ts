import type { BridgeMethodName } from '../types'

/**
 * Every native method of BridgeMethodMap at run time (the test page lists them, the simulator answers
 * them, the tests walk them). The `satisfies` makes a method missing here, or one unknown to the map, a
 * compile error, so this list cannot drift from types.ts.
 */
const METHODS = {
  toast: true,
  showalertV2: true,
  showActionSheet: true,
  shareContentV2: true,
  setShareInfo: true,
  pay: true,
  alipayClient: true,
  wechatPayClient: true,
  supportApplePay: true,
  applePayClient: true,
  openLink: true,
  replaceSelfWithLink: true,
  closeWindow: true,
  removeCurrentScreen: true,
  setNavigationBarHidden: true,
  setRightBarButton: true,
  setStatusBar: true,
  getUserInfo: true,
  getDeviceInfo: true,
  getAppInfo: true,
  getNetworkType: true,
  getItem: true,
  setItem: true,
  removeItem: true,
  setPasteBoard: true,
  saveImage: true,
  openMapWithLocation: true,
  addComment: true,
  checkLoginWithAction: true,
  logout: true,
  isAppInstalled: true,
  checkAppPermission: true,
  requestNotificationPermission: true,
  areNotificationsEnabled: true,
  getMessageStatus: true,
  sendClientRequest: true,
  sendClientRequestV2: true,
  sendClientRequestV3: true,
  getPrevData: true,
  broadcast: true,
  getCurrentGeolocation: true,
  toggleLocalDns: true,
  openRechargeCoinPanel: true,
  openFansPanel: true,
  openGiftPanel: true,
  getTrackEnv: true,
  registerNotice: true,
  setNaviBackCallback: true,
  changeTitle: true,
  getThirdAuth: true,
  emitTrack: true,
  emitApmTrack: true,
  showTrack: true,
  webtrack: true,
  setAlwaysBounce: true,
} as const satisfies Record<BridgeMethodName, true>

export const BRIDGE_METHOD_NAMES = Object.keys(METHODS) as BridgeMethodName[]

export function isBridgeMethodName(name: string): name is BridgeMethodName {
  return Object.prototype.hasOwnProperty.call(METHODS, name)
}
