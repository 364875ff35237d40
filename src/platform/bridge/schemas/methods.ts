import { Type, type TSchema } from 'typebox'
import type { BridgeMethodName } from '../types'
import * as S from './shapes'

const opt = Type.Optional
const str = Type.String
const bool = Type.Boolean
const obj = Type.Object
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const pair = (args: TSchema, result: TSchema = S.NoResult) => ({ args, result })
const httpUrl = str({ pattern: '^https?://' })

/** The argument and result schema of every native method; `satisfies` keeps it complete. */
export const METHOD_SCHEMAS = {
  toast: pair(obj({ message: str(), duration: opt(Type.Number()) })),
  showalertV2: pair(S.AlertArgs, obj({ index: Type.Integer({ minimum: 0 }), name: str() })),
  showActionSheet: pair(S.ActionSheetArgs, obj({ value: Type.Union([str(), Type.Null()]) })),
  shareContentV2: pair(S.ShareContent, obj({ channel: opt(str()), shared: bool() })),
  setShareInfo: pair(S.ShareContent),
  pay: pair(obj({ channel: literals(['alipay', 'wechat', 'apple']), orderInfo: str() }), S.PayResult),
  alipayClient: pair(S.OrderArgs, S.PayResult),
  wechatPayClient: pair(S.OrderArgs, S.PayResult),
  supportApplePay: pair(S.Empty, obj({ supported: bool() })),
  applePayClient: pair(S.OrderArgs, S.PayResult),
  openLink: pair(obj({ url: httpUrl, type: opt(literals(['push', 'present'])) })),
  replaceSelfWithLink: pair(obj({ url: httpUrl, newPath: opt(bool()) })),
  closeWindow: pair(S.Empty),
  removeCurrentScreen: pair(S.Empty),
  setNavigationBarHidden: pair(obj({ hidden: bool() })),
  setRightBarButton: pair(obj({ title: opt(str()), icon: opt(str()) })),
  setStatusBar: pair(obj({ hidden: opt(bool()), textColor: opt(literals(['light', 'dark'])) })),
  getUserInfo: pair(S.Empty, S.UserInfoResult),
  getDeviceInfo: pair(S.Empty, S.DeviceInfo),
  getAppInfo: pair(S.Empty, S.AppInfo),
  getNetworkType: pair(S.Empty, obj({ type: S.NetworkType })),
  getItem: pair(obj({ key: str() }), obj({ value: Type.Union([str(), Type.Null()]) })),
  setItem: pair(obj({ key: str(), value: str() })),
  removeItem: pair(obj({ key: str() })),
  setPasteBoard: pair(obj({ text: str() })),
  saveImage: pair(obj({ url: opt(str()), base64string: opt(str()), type: opt(str()) })),
  openMapWithLocation: pair(S.MapArgs, obj({ type: literals(['apple', 'baidu', 'amap', 'google']) })),
  addComment: pair(obj({ placeholder: opt(str()), uid: opt(str()) }), S.CommentResult),
  checkLoginWithAction: pair(obj({ type: Type.Number() }), obj({ loggedIn: bool() })),
  logout: pair(S.Empty),
  isAppInstalled: pair(obj({ scheme: str() }), obj({ installed: bool() })),
  checkAppPermission: pair(
    obj({ permission: literals(['location', 'camera', 'photos', 'notification']) }),
    obj({ state: literals(['denied', 'granted', 'undeterminated']) }),
  ),
  requestNotificationPermission: pair(
    obj({ engaingType: Type.Number(), engaingMessage: opt(str()) }),
    obj({ state: literals(['denied', 'granted']) }),
  ),
  areNotificationsEnabled: pair(S.Empty, obj({ enabled: bool() })),
  getMessageStatus: pair(S.Empty, obj({ unread: Type.Integer({ minimum: 0 }) })),
  sendClientRequest: pair(S.ClientRequestArgs, S.ClientRequestResult),
  sendClientRequestV2: pair(S.ClientRequestArgs, S.ClientRequestResult),
  sendClientRequestV3: pair(S.ClientRequestArgs, S.ClientRequestResult),
  getPrevData: pair(S.Empty, obj({ data: Type.Union([str(), Type.Null()]) })),
  broadcast: pair(obj({ key: str(), data: str() })),
  getCurrentGeolocation: pair(obj({ coordinate: opt(S.Coordinate) }), S.Geolocation),
  toggleLocalDns: pair(obj({ enabled: bool() })),
  openRechargeCoinPanel: pair(Type.Record(str(), Type.Unknown())),
  openFansPanel: pair(obj({ userId: str() })),
  openGiftPanel: pair(obj({ userId: str() })),
  getTrackEnv: pair(S.Empty, obj({ env: literals(['production', 'development', 'test', 'prerelease']) })),
  registerNotice: pair(obj({ name: str() })),
  setNaviBackCallback: pair(obj({ enabled: bool() })),
  changeTitle: pair(obj({ title: str() })),
  getThirdAuth: pair(obj({ type: Type.Literal('weixin') }), obj({ code: str() })),
  emitTrack: pair(S.TrackArgs),
  emitApmTrack: pair(S.TrackArgs),
  showTrack: pair(obj({ enabled: bool() })),
  webtrack: pair(S.TrackArgs),
  setAlwaysBounce: pair(obj({ direction: literals(['vertical', 'horizontal']), enabled: bool() })),
} satisfies Record<BridgeMethodName, { args: TSchema; result: TSchema }>

/** The envelope every answer comes in; -10000 is allowed here because the client handles it itself. */
export const ANSWER_SCHEMA = Type.Object({
  result: Type.Union([S.ResultCode, Type.Literal(-10000)]),
  value: opt(Type.Unknown()),
  message: opt(str()),
})
