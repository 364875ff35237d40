import { Type } from 'typebox'

/**
 * TypeBox mirrors of the section 3 shapes in ../types.ts, for the development-only checks of SPEC.md
 * section 5. Objects stay open (extra fields allowed): native adds fields over time and that is fine;
 * a missing or mistyped field is what the warning is for.
 */
const literals = <T extends string | number>(values: readonly T[]) =>
  Type.Union(values.map((v) => Type.Literal(v)))
const opt = Type.Optional

/** Result code must be 0 or -1 (SPEC.md section 5). */
export const ResultCode = literals([0, -1])
export const Empty = Type.Object({})
/** What methods without a result answer with: nothing, null or an empty object. */
export const NoResult = Type.Union([Type.Undefined(), Type.Null(), Type.Object({})])
export const Primitive = Type.Union([Type.String(), Type.Number(), Type.Boolean()])
export const FlagGroup = Type.Record(Type.String(), Primitive)
export const Coordinate = literals(['wgs84', 'gcj02', 'bd09'])
export const NetworkType = literals(['WiFi', '4G', '3G+', '3G', '2G', 'NONE'])
export const HttpMethod = literals(['GET', 'POST', 'PUT', 'DELETE'])
export const PayResult = Type.Object({ orderid: Type.String() })
export const OrderArgs = Type.Object({ orderInfo: Type.String() })
export const TrackArgs = Type.Object({ event: Type.Record(Type.String(), Type.Unknown()) })

const userCommon = {
  nickname: Type.String(),
  gender: opt(Type.Number()),
  location: opt(Type.String()),
  flags: opt(Type.Record(Type.String(), FlagGroup)),
  lat: opt(Type.Number()),
  lon: opt(Type.Number()),
  hashExp: opt(Type.String()),
  guest: opt(Type.Boolean()),
}
/** Current apps send camelCase; older ones user_id, user_token, session_id, images. Either is valid. */
export const UserInfoResult = Type.Union([
  Type.Object({
    userId: Type.String(),
    userToken: opt(Type.String()),
    sessionId: opt(Type.String()),
    image: opt(Type.String()),
    ...userCommon,
  }),
  Type.Object({
    user_id: Type.String(),
    user_token: opt(Type.String()),
    session_id: opt(Type.String()),
    images: opt(Type.String()),
    ...userCommon,
  }),
])

export const DeviceInfo = Type.Object({
  appMarket: Type.String(),
  appVersion: Type.String(),
  buildNumber: Type.String(),
  systemVersion: Type.String(),
  deviceModel: Type.String(),
  manufacturer: Type.String(),
  timezone: Type.String(),
  deviceScreenWidth: Type.Number(),
  deviceScreenHeight: Type.Number(),
  carrier: Type.String(),
  uniqueId: Type.String(),
  applepayInfo: opt(Type.Record(Type.String(), Type.Unknown())),
  idfa: opt(Type.String()),
  idfv: opt(Type.String()),
  imei: opt(Type.String()),
})

export const AppInfo = Type.Object({
  version: Type.String(),
  build: Type.String(),
  jsversion: Type.String(),
  package: literals(['com.trip.companion', 'com.trip.companion.lite']),
})

export const FriendShare = Type.Object({
  source: opt(Type.String()),
  type: opt(literals(['general', 'goodsDetail', 'center', 'topic', 'event'])),
  title: opt(Type.String()),
  content: opt(Type.String()),
  cover: opt(Type.String()),
  image: opt(Type.String()),
  link: opt(Type.String()),
  btn: opt(Type.String()),
  avatar: opt(Type.String()),
  brandName: opt(Type.String()),
  id: opt(Type.String()),
  desc: opt(Type.String()),
  price: opt(Type.Number()),
})

export const ShareContent = Type.Object({
  type: Type.String({ minLength: 1 }),
  contentType: opt(literals(['link', 'image', 'text'])),
  title: opt(Type.String()),
  content: opt(Type.String()),
  linkurl: opt(Type.String()),
  imageurl: opt(Type.String()),
  base64string: opt(Type.String()),
  extension: opt(
    Type.Object({
      miniprogram: opt(
        Type.Object({
          title: opt(Type.String()),
          desc: opt(Type.String()),
          webpageurl: opt(Type.String()),
          path: opt(Type.String()),
          thumb: opt(Type.String()),
          username: opt(Type.String()),
        }),
      ),
      friend: opt(Type.Union([FriendShare, Type.String()])),
    }),
  ),
})

export const AlertArgs = Type.Object({
  title: opt(Type.String()),
  desc: opt(Type.String()),
  actions: Type.Array(
    Type.Object({ name: Type.String(), style: opt(literals(['default', 'cancel', 'destructive'])) }),
  ),
})

export const ActionSheetArgs = Type.Object({
  title: opt(Type.String()),
  desc: opt(Type.String()),
  actions: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
})

export const MapArgs = Type.Object({
  lat: Type.Number(),
  long: Type.Number(),
  direction: opt(Type.Boolean()),
  name: opt(Type.String()),
  coordinate: opt(Coordinate),
})

export const CommentResult = Type.Object({
  uid: Type.String(),
  is_send: Type.Boolean(),
  data: Type.Object({
    content: Type.String(),
    at_users: Type.Array(Type.Object({ userid: Type.String(), nickname: Type.String() })),
  }),
})

export const ClientRequestArgs = Type.Object({
  url: Type.String({ minLength: 1 }),
  type: HttpMethod,
  headers: opt(Type.Record(Type.String(), Type.String())),
  data: opt(Type.Unknown()),
  transform: opt(Type.Boolean()),
})

export const ClientRequestResult = Type.Object({
  result: ResultCode,
  response: Type.Unknown(),
  status: Type.Number(),
  headers: opt(Type.Record(Type.String(), Type.String())),
})

export const Geolocation = Type.Object({
  lat: Type.Number(),
  lon: Type.Number(),
  coordinate: Coordinate,
  accuracy: opt(Type.Number()),
})
