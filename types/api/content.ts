// Content pages (issue 16): the image campaigns (img/*), the food trail and the Spring Festival special.
// Operators change this content in the database (docs/content.md); the pages hold none of it.
import { Type, type Static } from 'typebox'
import { Id, Nullable } from './common'
import { JourneyCard } from './campaign'

/** What a hot spot opens. Links are checked against the allowed hosts on the server and again on the site. */
export const HotSpotAction = Type.Union([
  Type.Object({ kind: Type.Literal('journey'), journeyId: Id }),
  Type.Object({ kind: Type.Literal('place'), placeId: Id }),
  Type.Object({
    kind: Type.Literal('map'),
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
    name: Type.String({ minLength: 1, maxLength: 60 }),
  }),
  Type.Object({ kind: Type.Literal('link'), url: Type.String({ minLength: 1, maxLength: 500 }) }),
])
export type HotSpotAction = Static<typeof HotSpotAction>

/** A tappable area of one slice, in per cent of the slice's width and height (0-100). */
export const HotSpot = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  label: Type.String({ minLength: 1, maxLength: 80 }),
  labelEn: Type.String({ minLength: 1, maxLength: 120 }),
  x: Type.Number({ minimum: 0, maximum: 100 }),
  y: Type.Number({ minimum: 0, maximum: 100 }),
  w: Type.Number({ minimum: 1, maximum: 100 }),
  h: Type.Number({ minimum: 1, maximum: 100 }),
  action: HotSpotAction,
})
export type HotSpot = Static<typeof HotSpot>

/** One slice of the long illustration: its image, its natural size (for the placeholder's ratio) and alt text. */
export const ImageSlice = Type.Object({
  url: Type.String(),
  width: Type.Integer({ minimum: 1, maximum: 4000 }),
  height: Type.Integer({ minimum: 1, maximum: 8000 }),
  alt: Type.String(),
  altEn: Type.String(),
  hotSpots: Type.Array(HotSpot),
})
export type ImageSlice = Static<typeof ImageSlice>

export const ImageCampaign = Type.Object({
  /** The page's id, as in the route img/<key> (IMAGE_CAMPAIGN_IDS). */
  key: Type.String(),
  title: Type.String(),
  titleEn: Type.String(),
  subtitle: Type.String(),
  subtitleEn: Type.String(),
  /** The page's background behind the slices, `#rrggbb`. */
  background: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  slices: Type.Array(ImageSlice),
  share: Type.Object({ title: Type.String(), desc: Type.String(), image: Type.String() }),
  /** A journey the "open in app" button opens; null: the app's home. */
  appJourneyId: Nullable(Type.Integer()),
})
export type ImageCampaign = Static<typeof ImageCampaign>
/** An operator replaces an image page's content (admin only); the page shows it on its next load. */
export const AdminImageCampaignBody = Type.Object({ content: ImageCampaign })
export type AdminImageCampaignBody = Static<typeof AdminImageCampaignBody>

export const ImageCampaignQuery = Type.Object({ key: Type.String({ pattern: '^[a-z0-9]{1,20}$' }) })
export type ImageCampaignQuery = Static<typeof ImageCampaignQuery>

/** A curated food place of the trail, with whether the reader (or the sharer, with `from`) ate there. */
export const FoodPlace = Type.Object({
  placeId: Type.Integer(),
  name: Type.String(),
  nameEn: Type.String(),
  photo: Type.String(),
  rating: Nullable(Type.Number()),
  blurb: Type.String(),
  blurbEn: Type.String(),
  eaten: Type.Boolean(),
})
export type FoodPlace = Static<typeof FoodPlace>
export const FoodCity = Type.Object({
  cityCode: Type.String(),
  city: Type.String(),
  cityEn: Type.String(),
  places: Type.Array(FoodPlace),
  eaten: Type.Integer(),
  total: Type.Integer(),
})
export type FoodCity = Static<typeof FoodCity>
export const FoodHome = Type.Object({
  title: Type.String(),
  rules: Type.String(),
  cities: Type.Array(FoodCity),
  eaten: Type.Integer(),
  total: Type.Integer(),
  /** Whose progress this is: the signed-in reader, the sharer named by `from`, or null for a visitor. */
  owner: Nullable(Type.Object({ id: Type.Integer(), nickname: Type.String() })),
})
export type FoodHome = Static<typeof FoodHome>
export const FoodHomeQuery = Type.Object({ from: Type.Optional(Id) })
export type FoodHomeQuery = Static<typeof FoodHomeQuery>
export const FoodCheckinBody = Type.Object({ placeId: Id })
export type FoodCheckinBody = Static<typeof FoodCheckinBody>
/** The city's progress after an "I ate here" (or its undo); repeats change nothing and say so. */
export const FoodCheckinResult = Type.Object({
  placeId: Type.Integer(),
  eaten: Type.Boolean(),
  changed: Type.Boolean(),
  cityCode: Type.String(),
  cityEaten: Type.Integer(),
  cityTotal: Type.Integer(),
  totalEaten: Type.Integer(),
})
export type FoodCheckinResult = Static<typeof FoodCheckinResult>

export const FestivalDestination = Type.Object({
  placeId: Type.Integer(),
  name: Type.String(),
  nameEn: Type.String(),
  city: Type.String(),
  cityEn: Type.String(),
  photo: Type.String(),
  blurb: Type.String(),
  blurbEn: Type.String(),
})
export type FestivalDestination = Static<typeof FestivalDestination>
export const FestivalPoster = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
})
export const SpringFestival = Type.Object({
  title: Type.String(),
  titleEn: Type.String(),
  intro: Type.String(),
  introEn: Type.String(),
  /** The next Spring Festival's first day (Beijing calendar), `YYYY-MM-DD`, and its instant (00:00 +08:00). */
  festivalDate: Type.String(),
  festivalAt: Type.String(),
  /** The server's clock when answering, so the countdown does not trust a wrong phone clock. */
  now: Type.String(),
  destinations: Type.Array(FestivalDestination),
  journeys: Type.Array(JourneyCard),
  posters: Type.Array(FestivalPoster),
})
export type SpringFestival = Static<typeof SpringFestival>
