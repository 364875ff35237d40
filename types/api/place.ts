// Places and transport contracts: web/poi/detail, web/transportation/detail, web/route,
// poi/autocomplete/web, poi/query_by_outer_id_h5, poi/feedback-scene, poi/feedback.
import { Type, type Static } from 'typebox'
import { Id, Nullable, Limit, MediaUrl } from './common'
import { PlaceBrief, TransportBrief } from './journey'

export const PlaceDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Type.String(),
  category: Type.String(),
  countryCode: Type.String(),
  provinceCode: Nullable(Type.String()),
  cityCode: Nullable(Type.String()),
  city: Type.String(),
  cityEn: Type.String({ description: 'the city in English; "" where none' }),
  lat: Type.Number(),
  lon: Type.Number(),
  coordSys: Type.String(),
  address: Type.String(),
  rating: Type.Number(),
  priceLevel: Type.Integer({ description: '1 (cheap) to 4 (expensive)' }),
  openingHours: Type.String(),
  phone: Type.String(),
  photos: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  description: Type.String(),
  outerIds: Type.Record(Type.String(), Type.String()),
})
export type PlaceDetail = Static<typeof PlaceDetail>

export const TransportDetail = Type.Object({
  ...TransportBrief.properties,
  journeyId: Type.Integer(),
  note: Nullable(Type.String()),
  from: Nullable(PlaceBrief),
  to: Nullable(PlaceBrief),
})
export type TransportDetail = Static<typeof TransportDetail>

export const RouteQuery = Type.Object({ journeyId: Id, day: Type.Integer({ minimum: 1, maximum: 60 }) })
export type RouteQuery = Static<typeof RouteQuery>
export const RouteLeg = Type.Object({
  fromPlaceId: Type.Integer(),
  toPlaceId: Type.Integer(),
  mode: Type.String(),
  distanceM: Type.Integer(),
  durationMin: Type.Integer(),
})
export const Route = Type.Object({
  journeyId: Type.Integer(),
  dayIndex: Type.Integer(),
  mode: Type.String(),
  distanceM: Type.Integer(),
  durationMin: Type.Integer(),
  coordSys: Type.String(),
  points: Type.Array(Type.Tuple([Type.Number(), Type.Number()]), {
    description: '[lat, lon] in visiting order',
  }),
  legs: Type.Array(RouteLeg),
})
export type Route = Static<typeof Route>

export const AutocompleteQuery = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 50 }),
  city: Type.Optional(Type.String({ maxLength: 50 })),
  limit: Type.Optional(Limit(20, 10)),
})
export type AutocompleteQuery = Static<typeof AutocompleteQuery>
export const PlaceBriefList = Type.Array(PlaceBrief)
export type PlaceBriefList = Static<typeof PlaceBriefList>

export const OuterIdQuery = Type.Object({
  provider: Type.Union([Type.Literal('amap'), Type.Literal('google')]),
  outerId: Type.String({ minLength: 1, maxLength: 64 }),
})
export type OuterIdQuery = Static<typeof OuterIdQuery>

export const FEEDBACK_SCENES = ['wrong_info', 'closed', 'wrong_location', 'duplicate', 'other'] as const
export const FeedbackScene = Type.Object({ key: Type.String(), title: Type.String(), titleEn: Type.String() })
export const FeedbackSceneList = Type.Array(FeedbackScene)
export type FeedbackSceneList = Static<typeof FeedbackSceneList>

export const PoiFeedbackBody = Type.Object({
  placeId: Id,
  scene: Type.Union(FEEDBACK_SCENES.map((s) => Type.Literal(s))),
  text: Type.String({ minLength: 2, maxLength: 500 }),
  photos: Type.Optional(Type.Array(MediaUrl, { maxItems: 6 })),
  contact: Type.Optional(Type.String({ maxLength: 100 })),
})
export type PoiFeedbackBody = Static<typeof PoiFeedbackBody>
export const Created = Type.Object({ id: Type.Integer() })
export type Created = Static<typeof Created>
