// Shapes of the hand-written demo journeys. Places are real, coordinates WGS84 (from public maps).
export type Category = 'sight' | 'food' | 'hotel' | 'shopping' | 'hub' | 'nature' | 'culture'
export type Mode = 'walk' | 'subway' | 'bus' | 'taxi' | 'train' | 'highspeed' | 'flight' | 'ferry' | 'ropeway'

/** [local name, English name, category, lat, lon, address, description, stay minutes?] */
export type PlaceSeed = [string, string, Category, number, number, string, string, number?]

/** An explicit leg between the places around it; other legs are derived from distance. */
export interface LegSeed {
  mode: Mode
  number?: string
  minutes: number
  km: number
  price?: number
  note?: string
}

export interface DaySeed {
  title: string
  city: string
  /** The city's English name, shown with lang=en */
  cityEn: string
  /** ISO 3166-2 subdivision for Japan, adcode for China */
  province: string
  /** adcode of the city in China; null abroad */
  cityCode: string | null
  items: (PlaceSeed | LegSeed)[]
}

export interface JourneySeed {
  id: number
  title: string
  titleEn: string
  summary: string
  ownerId: number
  startDate: string
  country: string
  currency: string
  visibility: 'public' | 'link' | 'private'
  reviewStatus: 'draft' | 'published' | 'reviewing' | 'rejected'
  views: number
  saves: number
  days: DaySeed[]
}

export const leg = (
  mode: Mode,
  minutes: number,
  km: number,
  number?: string,
  price?: number,
  note?: string,
): LegSeed => ({
  mode,
  minutes,
  km,
  number,
  price,
  note,
})
