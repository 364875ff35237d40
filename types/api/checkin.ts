// Life-places check-in contracts (SPEC.md section 7, "Check-in").
import { Type, type Static } from 'typebox'
import { Id, Nullable, Limit, MediaUrl, DateOnly } from './common'
import { CUSTOM_NAME_MAX, CUSTOM_NOTE_MAX, CUSTOM_PHOTOS_MAX } from './custom-record-rules'

export const RegionCode = Type.String({
  pattern: '^([A-Z]{2}|\\d{6})$',
  description: 'ISO 3166-1 alpha-2 country or 6-digit Chinese adcode',
})
export const Lat = Type.Number({ minimum: -90, maximum: 90 })
export const Lon = Type.Number({ minimum: -180, maximum: 180 })

export const Region = Type.Object({
  code: Type.String(),
  level: Type.String({ description: 'country | province | city' }),
  name: Type.String(),
  nameEn: Type.String(),
  parentCode: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lon: Nullable(Type.Number()),
})
export type Region = Static<typeof Region>
export const RegionList = Type.Array(Region)
export type RegionList = Static<typeof RegionList>

export const CheckinRecord = Type.Object({
  id: Type.Integer(),
  region: Region,
  source: Type.String({ description: 'manual | location | journey | custom' }),
  note: Nullable(Type.String()),
  photos: Type.Array(Type.String()),
  completed: Type.Boolean(),
  syncedAt: Nullable(Type.String()),
  createdAt: Type.String(),
})
export type CheckinRecord = Static<typeof CheckinRecord>
export const CheckinRecordList = Type.Array(CheckinRecord)
export type CheckinRecordList = Static<typeof CheckinRecordList>

export const CustomRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  regionCode: Nullable(Type.String()),
  note: Nullable(Type.String()),
  visitedOn: Nullable(Type.String({ description: 'YYYY-MM-DD, when the traveller was there' })),
  photos: Type.Array(Type.String()),
  createdAt: Type.String(),
})
export type CustomRecord = Static<typeof CustomRecord>
export const CustomRecordList = Type.Array(CustomRecord)
export type CustomRecordList = Static<typeof CustomRecordList>

export const LevelQuery = Type.Object({
  level: Type.Optional(Type.Union([Type.Literal('country'), Type.Literal('province'), Type.Literal('city')])),
})
export type LevelQuery = Static<typeof LevelQuery>
export const CodesBody = Type.Object({ codes: Type.Array(RegionCode, { minItems: 1, maxItems: 50 }) })
export type CodesBody = Static<typeof CodesBody>
export const CodeBody = Type.Object({ code: RegionCode })
export type CodeBody = Static<typeof CodeBody>
export const CodeQuery = Type.Object({ code: RegionCode })
export type CodeQuery = Static<typeof CodeQuery>
export const LightResult = Type.Object({ added: Type.Integer(), records: CheckinRecordList })
export type LightResult = Static<typeof LightResult>
export const RemoveResult = Type.Object({ removed: Type.Integer() })
export type RemoveResult = Static<typeof RemoveResult>

export const CreateRecordBody = Type.Object({
  regionCode: RegionCode,
  source: Type.Optional(
    Type.Union([Type.Literal('manual'), Type.Literal('location'), Type.Literal('journey')]),
  ),
  note: Type.Optional(Type.String({ maxLength: 200 })),
  photos: Type.Optional(Type.Array(MediaUrl, { maxItems: 9 })),
})
export type CreateRecordBody = Static<typeof CreateRecordBody>
export const CompleteRecordBody = Type.Object({
  id: Id,
  note: Type.Optional(Type.String({ maxLength: 200 })),
  photos: Type.Optional(Type.Array(MediaUrl, { maxItems: 9 })),
})
export type CompleteRecordBody = Static<typeof CompleteRecordBody>

/** A place name: at least one character that is not a space (the routes store it trimmed). */
const CustomName = Type.String({ minLength: 1, maxLength: CUSTOM_NAME_MAX, pattern: '\\S' })
export const CreateCustomBody = Type.Object({
  name: CustomName,
  lat: Lat,
  lon: Lon,
  note: Type.Optional(Type.String({ maxLength: CUSTOM_NOTE_MAX })),
  // A calendar day from 1900-01-01 to the server's today plus one: the route checks the range
  // (custom-record-rules.ts visitedOnProblem), the schema the shape.
  visitedOn: Type.Optional(DateOnly),
  photos: Type.Optional(Type.Array(MediaUrl, { maxItems: CUSTOM_PHOTOS_MAX })),
})
export type CreateCustomBody = Static<typeof CreateCustomBody>
export const RenameBody = Type.Object({ id: Id, name: CustomName })
export type RenameBody = Static<typeof RenameBody>

export const LatLonBody = Type.Object({ lat: Lat, lon: Lon })
export type LatLonBody = Static<typeof LatLonBody>
export const LocationResult = Type.Object({ region: Nullable(Region) })
export type LocationResult = Static<typeof LocationResult>

export const ProvinceBody = Type.Object({ provinceCode: Type.String({ pattern: '^\\d{2}0000$' }) })
export type ProvinceBody = Static<typeof ProvinceBody>
export const ConfirmBody = Type.Object({
  code: RegionCode,
  action: Type.Union([Type.Literal('confirm'), Type.Literal('give_up')]),
})
export type ConfirmBody = Static<typeof ConfirmBody>
export const ConfirmResult = Type.Object({ lit: Type.Boolean(), givenUp: Type.Array(Type.String()) })
export type ConfirmResult = Static<typeof ConfirmResult>

export const Stats = Type.Object({
  countries: Type.Integer(),
  provinces: Type.Integer(),
  cities: Type.Integer(),
  chinaProvinceShare: Type.Number({ description: '0..1 of the 34 provincial-level divisions' }),
  chinaCityShare: Type.Number({ description: '0..1 of the Chinese cities' }),
  worldShare: Type.Number({ description: '0..1 of the countries' }),
  rank: Type.Integer({ description: '1 = most regions lit' }),
  participants: Type.Integer(),
  beatPercent: Type.Integer({ description: 'share of participants with fewer regions lit, 0..100' }),
})
export type Stats = Static<typeof Stats>

export const ChoiceStats = Type.Object({
  region: Region,
  litByMe: Type.Boolean(),
  childrenTotal: Type.Integer(),
  childrenLitByMe: Type.Integer(),
  peopleLit: Type.Integer(),
})
export type ChoiceStats = Static<typeof ChoiceStats>

export const RecordDetail = Type.Object({
  record: Nullable(CheckinRecord),
  region: Region,
  childrenLit: RegionList,
  peopleLit: Type.Integer(),
})
export type RecordDetail = Static<typeof RecordDetail>

export const UserStatus = Type.Object({
  joined: Type.Boolean(),
  nickname: Nullable(Type.String()),
  joinedAt: Nullable(Type.String()),
  countries: Type.Integer(),
  provinces: Type.Integer(),
  cities: Type.Integer(),
  unsynced: Type.Integer(),
  suggestions: RegionList,
})
export type UserStatus = Static<typeof UserStatus>

export const Template = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  name: Type.String(),
  image: Type.String(),
  year: Nullable(Type.Integer()),
})
export type Template = Static<typeof Template>
export const TemplateList = Type.Array(Template)
export type TemplateList = Static<typeof TemplateList>
export const Icon = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  level: Type.String(),
})
export const IconList = Type.Array(Icon)

export const KeywordQuery = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 40 }),
  level: LevelQuery.properties.level,
})
export type KeywordQuery = Static<typeof KeywordQuery>
export const RecommendQuery = Type.Object({
  regionCode: Type.Optional(RegionCode),
  limit: Type.Optional(Limit(50, 10)),
})
export type RecommendQuery = Static<typeof RecommendQuery>

export const ShareBody = Type.Object({
  channel: Type.Union(['friend', 'moments', 'link', 'image', 'weibo', 'system'].map((c) => Type.Literal(c))),
})
export type ShareBody = Static<typeof ShareBody>
export const CheckinShare = Type.Object({
  title: Type.String(),
  desc: Type.String(),
  link: Type.String(),
  imageUrl: Type.String(),
  shares: Type.Integer(),
})
export type CheckinShare = Static<typeof CheckinShare>
export const NicknameBody = Type.Object({ nickname: Type.String({ minLength: 1, maxLength: 20 }) })
export type NicknameBody = Static<typeof NicknameBody>
export const NicknameResult = Type.Object({ nickname: Type.String() })
export type NicknameResult = Static<typeof NicknameResult>
export const Counter = Type.Object({ participants: Type.Integer() })
export const SyncResult = Type.Object({ synced: Type.Integer() })
export type SyncResult = Static<typeof SyncResult>

/** Whose shared map to show: a traveller's user id, as a share link carries it (`from`). */
export const SharedMapQuery = Type.Object({ from: Id })
export type SharedMapQuery = Static<typeof SharedMapQuery>
/** A lit map as its traveller shared it: codes and counts only, nothing else of theirs. */
export const SharedMap = Type.Object({
  nickname: Type.String(),
  codes: Type.Array(Type.String()),
  countries: Type.Integer(),
  provinces: Type.Integer(),
  cities: Type.Integer(),
  chinaProvinceShare: Type.Number(),
  chinaCityShare: Type.Number(),
  worldShare: Type.Number(),
})
export type SharedMap = Static<typeof SharedMap>
export const RegionListQuery = Type.Object({
  parentCode: Type.Optional(Type.String({ pattern: '^([A-Z]{2}|\\d{6})$' })),
  level: LevelQuery.properties.level,
})
export type RegionListQuery = Static<typeof RegionListQuery>
