// The structured look-ups the embedded assistant needs beside free-text search: which cities we know,
// the days of public journeys through a city, transports between two cities, curated food notes.
import type { Db } from '../../db/database'

export interface KnownCity {
  name: string
  nameEn: string
  country: string
  places: number
  lat: number
  lon: number
}

export interface PlanPlace {
  id: number
  name: string
  nameEn: string
  category: string
  description: string
  rating: number
}

export interface PlanDay {
  journeyId: number
  dayIndex: number
  title: string
  cities: string[]
  places: PlanPlace[]
}

export interface CityTransport {
  mode: string
  fromName: string
  toName: string
  durationMin: number
  number: string | null
}

const list = (json: string): string[] => {
  try {
    return JSON.parse(json) as string[]
  } catch {
    return []
  }
}

export function createCatalogQueries(db: Db) {
  return {
    /** Every city with at least one place, most places first. */
    async knownCities(): Promise<KnownCity[]> {
      const rows = await db
        .selectFrom('places')
        .select((eb) => [
          'city',
          'city_en',
          eb.fn.max('country_code').as('country'),
          eb.fn.countAll<number>().as('n'),
          eb.fn.avg<number>('lat').as('lat'),
          eb.fn.avg<number>('lon').as('lon'),
        ])
        .groupBy(['city', 'city_en'])
        .orderBy('n', 'desc')
        .orderBy('city')
        .execute()
      return rows.map((r) => ({
        name: r.city,
        nameEn: r.city_en,
        country: String(r.country ?? ''),
        places: Number(r.n),
        lat: Number(r.lat),
        lon: Number(r.lon),
      }))
    },

    /** The days of public journeys that pass through `city` (Chinese name), best-saved journey first. */
    async cityDays(city: string): Promise<PlanDay[]> {
      const rows = await db
        .selectFrom('journey_days as d')
        .innerJoin('journeys as j', 'j.id', 'd.journey_id')
        .select(['d.id', 'd.journey_id', 'd.day_index', 'd.title', 'd.cities_json'])
        .where('j.deleted_at', 'is', null)
        .where('j.visibility', '=', 'public')
        .where('d.cities_json', 'like', `%"${city.replace(/[%_"\\]/g, '')}"%`)
        .orderBy('j.saves', 'desc')
        .orderBy('d.day_index')
        .execute()
      if (!rows.length) return []
      const items = await db
        .selectFrom('journey_items as i')
        .innerJoin('places as p', 'p.id', 'i.place_id')
        .select([
          'i.day_id',
          'p.id',
          'p.name',
          'p.name_en',
          'p.category',
          'p.city',
          'p.description',
          'p.rating',
        ])
        .where(
          'i.day_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('i.day_id')
        .orderBy('i.seq')
        .execute()
      return rows.map((r) => ({
        journeyId: r.journey_id,
        dayIndex: r.day_index,
        title: r.title,
        cities: list(r.cities_json),
        places: items
          .filter((i) => i.day_id === r.id && i.city === city)
          .map((i) => ({
            id: i.id,
            name: i.name,
            nameEn: i.name_en,
            category: i.category,
            description: i.description,
            rating: i.rating,
          })),
      }))
    },

    /** Transports stored in journeys from a place in `from` to a place in `to` (Chinese names). */
    async transportsBetween(from: string, to: string): Promise<CityTransport[]> {
      const rows = await db
        .selectFrom('transports as t')
        .innerJoin('places as a', 'a.id', 't.from_place_id')
        .innerJoin('places as b', 'b.id', 't.to_place_id')
        .select(['t.mode', 't.from_name', 't.to_name', 't.duration_min', 't.number'])
        .where('a.city', '=', from)
        .where('b.city', '=', to)
        .orderBy('t.duration_min')
        .limit(3)
        .execute()
      return rows.map((r) => ({
        mode: r.mode,
        fromName: r.from_name,
        toName: r.to_name,
        durationMin: r.duration_min,
        number: r.number,
      }))
    },

    /** The food trail's curated one-liners for these places, in both languages. */
    async foodNotes(placeIds: number[]): Promise<Map<number, { zh: string; en: string }>> {
      if (!placeIds.length) return new Map()
      const rows = await db
        .selectFrom('food_trail')
        .select(['place_id', 'blurb', 'blurb_en'])
        .where('place_id', 'in', placeIds)
        .execute()
      return new Map(rows.map((r) => [r.place_id, { zh: r.blurb, en: r.blurb_en }]))
    },
  }
}
