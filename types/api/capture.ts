// Collector ("capture") campaign contracts (SPEC.md section 7, "Capture"): collection
// progress, gift shop, exchange, and the prize endpoints under capture/.
import { Type, type Static } from 'typebox'
import { Id, Nullable } from './common'
import { PlaceBrief } from './journey'
import { Prize, Task } from './campaign'

export const CaptureItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  rarity: Type.String({ description: 'common | rare | epic' }),
  points: Type.Integer(),
  place: Nullable(PlaceBrief),
  collected: Type.Boolean(),
  collectedAt: Nullable(Type.String()),
})
export type CaptureItem = Static<typeof CaptureItem>

export const CaptureActivity = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  rules: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  open: Type.Boolean(),
})

export const CaptureHome = Type.Object({
  activity: CaptureActivity,
  points: Type.Integer(),
  collected: Type.Integer(),
  total: Type.Integer(),
  items: Type.Array(CaptureItem),
  tasks: Type.Array(Task),
})
export type CaptureHome = Static<typeof CaptureHome>

export const GiftPage = Type.Object({ points: Type.Integer(), gifts: Type.Array(Prize) })
export type GiftPage = Static<typeof GiftPage>

export const CollectBody = Type.Object({
  itemId: Id,
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
})
export type CollectBody = Static<typeof CollectBody>
export const CollectResult = Type.Object({
  item: CaptureItem,
  pointsAdded: Type.Integer(),
  points: Type.Integer(),
})
export type CollectResult = Static<typeof CollectResult>

export const ExchangeBody = Type.Object({ prizeId: Id })
export type ExchangeBody = Static<typeof ExchangeBody>
