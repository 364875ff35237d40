import type {
  BridgeArgs,
  BridgeMethodName,
  BridgeResult,
  ClientRequestResult,
  UserInfo,
} from '../bridge/types'
import { appInfo, deviceInfo, DEMO_USER, GUEST_USER, TOKYO_STATION, toBd09, userForVersion } from './profiles'
import type { HostAppSimulator, SimulatedOs } from './types'

/** Thrown by a handler: the simulator answers -1 with this message, as native does on failure. */
export class NativeFailure extends Error {}

export interface SimContext {
  os: SimulatedOs
  version: string
  build: number
  win: Window
  sim: HostAppSimulator
  /** A fresh number per call, for order ids and codes. */
  next(): number
}

type Handler<M extends BridgeMethodName> = (
  args: BridgeArgs<M>,
  ctx: SimContext,
) => BridgeResult<M> | UserInfo | Promise<BridgeResult<M>>

const none = () => undefined
const order = (prefix: string) => (_: unknown, ctx: SimContext) => ({
  orderid: `${prefix}${20250000 + ctx.next()}`,
})

/** Native makes the request itself; the simulator uses the page's fetch, or echoes the request when told to or without fetch. */
async function clientRequest(
  args: BridgeArgs<'sendClientRequest'>,
  ctx: SimContext,
): Promise<ClientRequestResult> {
  const fetcher = (ctx.win as Window & { fetch?: typeof fetch }).fetch
  if (typeof fetcher !== 'function' || ctx.sim.options.clientRequests === 'echo') {
    return {
      result: 0,
      response: { echo: { url: args.url, type: args.type, data: args.data ?? null } },
      status: 200,
    }
  }
  const body = args.type === 'GET' || args.data === undefined ? undefined : JSON.stringify(args.data)
  const res = await fetcher.call(ctx.win, args.url, { method: args.type, headers: args.headers, body })
  const text = await res.text()
  let response: unknown = text
  try {
    response = JSON.parse(text)
  } catch {
    // Not JSON: native hands the text over as it is.
  }
  return { result: res.ok ? 0 : -1, response, status: res.status }
}

type Permission = BridgeArgs<'checkAppPermission'>['permission']
/** One permission in each state, so a page can try every branch. */
const PERMISSIONS: Record<Permission, BridgeResult<'checkAppPermission'>['state']> = {
  location: 'granted',
  camera: 'undeterminated',
  photos: 'denied',
  notification: 'granted',
}

/** A realistic answer for every native method (CONTRACTS.md); `satisfies` keeps the table complete. */
export const HANDLERS = {
  toast: none,
  showalertV2: (args) => {
    // The simulated user always taps the first button.
    const first = args.actions?.[0]
    if (!first) throw new NativeFailure('an alert needs at least one action')
    return { index: 0, name: first.name }
  },
  showActionSheet: (args) => ({ value: args.actions?.[0]?.value ?? null }),
  shareContentV2: () => ({ channel: 'wechat', shared: true }),
  setShareInfo: none,
  pay: order('PAY'),
  alipayClient: order('ALI'),
  wechatPayClient: order('WX'),
  supportApplePay: (_, ctx) => ({ supported: ctx.os === 'ios' }),
  applePayClient: (args, ctx) => {
    if (ctx.os !== 'ios') throw new NativeFailure('Apple Pay is not available on this device')
    return order('APPLE')(args, ctx)
  },
  openLink: none,
  replaceSelfWithLink: none,
  closeWindow: (_, ctx) => ctx.sim.emit('viewDisappear'),
  removeCurrentScreen: (_, ctx) => ctx.sim.emit('viewDisappear'),
  setNavigationBarHidden: none,
  setRightBarButton: none,
  setStatusBar: none,
  getUserInfo: (_, ctx) => userForVersion(ctx.sim.user ?? GUEST_USER, ctx.os, ctx.version) as UserInfo,
  getDeviceInfo: (_, ctx) => deviceInfo(ctx.os, ctx.version, ctx.build),
  getAppInfo: (_, ctx) => appInfo(ctx.version, ctx.build),
  getNetworkType: () => ({ type: 'WiFi' }),
  getItem: (args, ctx) => ({ value: ctx.sim.storage.get(args.key) ?? null }),
  setItem: (args, ctx) => void ctx.sim.storage.set(args.key, args.value),
  removeItem: (args, ctx) => void ctx.sim.storage.delete(args.key),
  setPasteBoard: none,
  saveImage: (args) => {
    if (!args.url && !args.base64string) throw new NativeFailure('nothing to save: give url or base64string')
  },
  openMapWithLocation: (_, ctx) => ({ type: ctx.os === 'ios' ? 'apple' : 'amap' }),
  addComment: (args) => ({
    uid: args.uid ?? 'comment',
    is_send: true,
    data: { content: '很棒的行程，收藏了！', at_users: [{ userid: '10002', nickname: '同行的小周' }] },
  }),
  checkLoginWithAction: (_, ctx) => {
    // The simulated user signs in when asked, and native tells the page.
    if (!ctx.sim.user || ctx.sim.user.guest) {
      ctx.sim.user = DEMO_USER
      ctx.sim.emit('loginChange', { loggedIn: true })
    }
    return { loggedIn: true }
  },
  logout: (_, ctx) => {
    ctx.sim.user = null
    ctx.sim.emit('loginChange', { loggedIn: false })
  },
  isAppInstalled: (args) => ({ installed: /^(weixin|alipay|mqq):/.test(args.scheme) }),
  checkAppPermission: (args) => ({ state: PERMISSIONS[args.permission] ?? 'denied' }),
  requestNotificationPermission: () => ({ state: 'granted' }),
  areNotificationsEnabled: () => ({ enabled: true }),
  getMessageStatus: () => ({ unread: 3 }),
  sendClientRequest: clientRequest,
  sendClientRequestV2: clientRequest,
  sendClientRequestV3: clientRequest,
  getPrevData: () => ({ data: null }),
  broadcast: none,
  getCurrentGeolocation: (args) => {
    const coordinate = args.coordinate ?? 'gcj02'
    const point = coordinate === 'bd09' ? toBd09(TOKYO_STATION.lat, TOKYO_STATION.lon) : TOKYO_STATION
    return { ...point, coordinate, accuracy: 15 }
  },
  toggleLocalDns: none,
  openRechargeCoinPanel: none,
  openFansPanel: none,
  openGiftPanel: none,
  getTrackEnv: () => ({ env: 'test' }),
  registerNotice: none,
  setNaviBackCallback: none,
  changeTitle: none,
  getThirdAuth: (args, ctx) => {
    if (args.type !== 'weixin') throw new NativeFailure(`unknown auth type ${String(args.type)}`)
    return { code: `sim-weixin-code-${ctx.next()}` }
  },
  emitTrack: none,
  emitApmTrack: none,
  showTrack: none,
  webtrack: none,
  setAlwaysBounce: none,
} satisfies { [M in BridgeMethodName]: Handler<M> }
