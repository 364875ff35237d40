// Journey contracts: web/journey/detail, journey/detail, web/journey/admin_detail,
// web/journey/get_weather, convert/h5url/wx_mini_app, share/journey/for/web, journey/event/poi/create.
import { Type, type Static } from 'typebox'
import { Id, Nullable } from './common'
import { PLACE_CATEGORIES, TRANSPORT_MODES } from './vocabulary'

export { PLACE_CATEGORIES, TRANSPORT_MODES }

export const UserBrief = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() })
export type UserBrief = Static<typeof UserBrief>

export const PlaceBrief = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Type.String(),
  category: Type.String({ description: PLACE_CATEGORIES.join(' | ') }),
  city: Type.String(),
  cityEn: Type.String({ description: 'the city in English; "" where none' }),
  lat: Type.Number(),
  lon: Type.Number(),
  coordSys: Type.String({ description: 'wgs84 | gcj02 | bd09' }),
  photo: Type.String(),
  rating: Type.Number(),
})
export type PlaceBrief = Static<typeof PlaceBrief>

export const TransportBrief = Type.Object({
  id: Type.Integer(),
  mode: Type.String({ description: TRANSPORT_MODES.join(' | ') }),
  fromName: Type.String(),
  toName: Type.String(),
  departAt: Type.String(),
  arriveAt: Type.String(),
  number: Nullable(Type.String()),
  durationMin: Type.Integer(),
  distanceM: Type.Integer(),
  price: Nullable(Type.Number()),
  currency: Type.String(),
})
export type TransportBrief = Static<typeof TransportBrief>

export const JourneyItem = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  kind: Type.String({ description: 'place | transport | note' }),
  startTime: Nullable(Type.String()),
  stayMinutes: Nullable(Type.Integer()),
  note: Nullable(Type.String()),
  cost: Nullable(Type.Number()),
  place: Nullable(PlaceBrief),
  transport: Nullable(TransportBrief),
})
export type JourneyItem = Static<typeof JourneyItem>

export const JourneyDay = Type.Object({
  dayIndex: Type.Integer(),
  date: Type.String(),
  title: Type.String(),
  cities: Type.Array(Type.String()),
  citiesEn: Type.Array(Type.String(), { description: 'English names, position for position; "" where none' }),
  items: Type.Array(JourneyItem),
})
export type JourneyDay = Static<typeof JourneyDay>

export const JourneyDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleEn: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  owner: UserBrief,
  collaborators: Type.Array(UserBrief),
  startDate: Type.String(),
  endDate: Type.String(),
  dayCount: Type.Integer(),
  cities: Type.Array(Type.String()),
  citiesEn: Type.Array(Type.String(), { description: 'English names, position for position; "" where none' }),
  visibility: Type.String({ description: 'public | link | private' }),
  reviewStatus: Type.String({ description: 'draft | published | reviewing | rejected' }),
  stats: Type.Object({
    views: Type.Integer(),
    saves: Type.Integer(),
    shares: Type.Integer(),
    places: Type.Integer(),
    distanceM: Type.Integer(),
  }),
  days: Type.Array(JourneyDay),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type JourneyDetail = Static<typeof JourneyDetail>

export const JourneyIdQuery = Type.Object({ id: Id })
export type JourneyIdQuery = Static<typeof JourneyIdQuery>

export const MyJourneyDetail = Type.Object({
  ...JourneyDetail.properties,
  role: Type.String({ description: 'owner | editor | viewer' }),
  canEdit: Type.Boolean(),
})
export type MyJourneyDetail = Static<typeof MyJourneyDetail>

export const AdminJourneyDetail = Type.Object({
  ...JourneyDetail.properties,
  admin: Type.Object({
    ownerId: Type.Integer(),
    reviewStatus: Type.String(),
    visibility: Type.String(),
    reportCount: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    deletedAt: Nullable(Type.String()),
  }),
})
export type AdminJourneyDetail = Static<typeof AdminJourneyDetail>

export const Weather = Type.Object({
  dayIndex: Type.Integer(),
  date: Type.String(),
  city: Type.String(),
  cityEn: Type.String({ description: 'the city in English; "" where none' }),
  condition: Type.String({ description: 'sunny | cloudy | overcast | rain | snow' }),
  high: Type.Integer({ description: '°C' }),
  low: Type.Integer({ description: '°C' }),
  source: Type.String({ description: 'climate-normal model unless a provider is configured' }),
})
export type Weather = Static<typeof Weather>
export const WeatherList = Type.Array(Weather)
export type WeatherList = Static<typeof WeatherList>

export const WxMiniAppBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) })
export type WxMiniAppBody = Static<typeof WxMiniAppBody>
export const WxMiniAppResult = Type.Object({
  appId: Type.String(),
  path: Type.String(),
  query: Type.String(),
})
export type WxMiniAppResult = Static<typeof WxMiniAppResult>

/** How a share went out; 'wechat' is a share from inside WeChat's browser, through its own menu. */
export const SHARE_CHANNELS = ['friend', 'moments', 'link', 'image', 'weibo', 'system', 'wechat'] as const
export type ShareChannel = (typeof SHARE_CHANNELS)[number]
export const ShareJourneyBody = Type.Object({
  journeyId: Id,
  channel: Type.Union(SHARE_CHANNELS.map((c) => Type.Literal(c))),
})
export type ShareJourneyBody = Static<typeof ShareJourneyBody>
export const ShareInfo = Type.Object({
  title: Type.String(),
  desc: Type.String(),
  link: Type.String(),
  imageUrl: Type.String(),
  miniProgramPath: Type.String(),
  shares: Type.Integer(),
})
export type ShareInfo = Static<typeof ShareInfo>

export const SaveJourneyBody = Type.Object({
  journeyId: Id,
  saved: Type.Boolean({ description: 'true saves the journey to my trips, false takes it out' }),
})
export type SaveJourneyBody = Static<typeof SaveJourneyBody>
export const SaveJourneyResult = Type.Object({ saved: Type.Boolean(), saves: Type.Integer() })
export type SaveJourneyResult = Static<typeof SaveJourneyResult>
export const SavedQuery = Type.Object({ id: Id })

export const CreatePoiEventBody = Type.Object({
  journeyId: Id,
  dayIndex: Type.Integer({ minimum: 1, maximum: 60 }),
  placeId: Id,
  startTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })),
  stayMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
  note: Type.Optional(Type.String({ maxLength: 500 })),
})
export type CreatePoiEventBody = Static<typeof CreatePoiEventBody>
export const CreatePoiEventResult = Type.Object({ itemId: Type.Integer(), seq: Type.Integer() })
export type CreatePoiEventResult = Static<typeof CreatePoiEventResult>
