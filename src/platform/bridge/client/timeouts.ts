import type { BridgeMethodName } from '../types'
import { BRIDGE_CALL_TIMEOUT_MS } from './constants'

/**
 * How long each native call may stay unanswered (issue 12 item 5; beyond SPEC.md). Native answers a
 * storage or info call at once, so a short wait tells a silent bridge from a slow one and the page goes
 * on without the value; calls that wait for the user (share sheet, pay, alerts, sign-in) get minutes.
 * Share and save do not rely on their long wait alone: they check the bridge is answering at all first
 * and use the web way otherwise (src/platform/app/share.ts, device-services.ts).
 */
export const BRIDGE_TIMEOUT_CLASSES = {
  /** getItem, setItem, removeItem: the token read of every request waits on this. */
  storage: 1_500,
  /** Reads of app, device and user facts. */
  info: 2_000,
  /** Commands native carries out and answers at once (toast, title, links, tracking). */
  command: 3_000,
  /** Native requests have their own timeout in the request adapter; this only bounds the call. */
  network: BRIDGE_CALL_TIMEOUT_MS,
  /** Calls that wait for the user: sheets, alerts, pay, sign-in, permission prompts. */
  user: 120_000,
} as const

export type BridgeTimeoutClass = keyof typeof BRIDGE_TIMEOUT_CLASSES

/** Every method's class; `satisfies` makes a method missing here a compile error. */
export const BRIDGE_TIMEOUT_CLASS_OF = {
  getItem: 'storage',
  setItem: 'storage',
  removeItem: 'storage',
  getUserInfo: 'info',
  getDeviceInfo: 'info',
  getAppInfo: 'info',
  getNetworkType: 'info',
  getTrackEnv: 'info',
  getPrevData: 'info',
  getMessageStatus: 'info',
  areNotificationsEnabled: 'info',
  isAppInstalled: 'info',
  checkAppPermission: 'info',
  supportApplePay: 'info',
  toast: 'command',
  setShareInfo: 'command',
  openLink: 'command',
  replaceSelfWithLink: 'command',
  closeWindow: 'command',
  removeCurrentScreen: 'command',
  setNavigationBarHidden: 'command',
  setRightBarButton: 'command',
  setStatusBar: 'command',
  setPasteBoard: 'command',
  broadcast: 'command',
  toggleLocalDns: 'command',
  registerNotice: 'command',
  setNaviBackCallback: 'command',
  changeTitle: 'command',
  emitTrack: 'command',
  emitApmTrack: 'command',
  showTrack: 'command',
  webtrack: 'command',
  setAlwaysBounce: 'command',
  logout: 'command',
  openRechargeCoinPanel: 'command',
  openFansPanel: 'command',
  openGiftPanel: 'command',
  sendClientRequest: 'network',
  sendClientRequestV2: 'network',
  sendClientRequestV3: 'network',
  getCurrentGeolocation: 'network',
  showalertV2: 'user',
  showActionSheet: 'user',
  shareContentV2: 'user',
  saveImage: 'user',
  pay: 'user',
  alipayClient: 'user',
  wechatPayClient: 'user',
  applePayClient: 'user',
  checkLoginWithAction: 'user',
  addComment: 'user',
  openMapWithLocation: 'user',
  getThirdAuth: 'user',
  requestNotificationPermission: 'user',
} as const satisfies Record<BridgeMethodName, BridgeTimeoutClass>

/** The wait for one call; a name outside the table (only tests send those) gets the general limit. */
export function bridgeTimeoutFor(method: string): number {
  const cls = (BRIDGE_TIMEOUT_CLASS_OF as Record<string, BridgeTimeoutClass | undefined>)[method]
  return cls ? BRIDGE_TIMEOUT_CLASSES[cls] : BRIDGE_CALL_TIMEOUT_MS
}
