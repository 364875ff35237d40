// Places (SPEC.md section 7, "Places and transport").
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { PlacesTable } from '../db/schema'
import { containsNoCase } from './dialect'

export type PlaceRow = Selectable<PlacesTable>

/** A region whose places are wanted: a country, a province, or else a city. */
export interface RegionFilter {
  level: string
  code: string
}

const regionColumn = (level: string) =>
  level === 'country' ? 'country_code' : level === 'province' ? 'province_code' : 'city_code'

export function createPlacesRepository(db: Db) {
  return {
    findById: (id: number): Promise<PlaceRow | undefined> =>
      db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst(),

    findByIds: (ids: number[]): Promise<PlaceRow[]> =>
      ids.length ? db.selectFrom('places').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]),

    /** Places whose local or English name contains the keyword (taken literally), best rated first. */
    search: (keyword: string, opts: { city?: string; limit: number }): Promise<PlaceRow[]> => {
      let q = db
        .selectFrom('places')
        .selectAll()
        .where((eb) => eb.or([containsNoCase(db, 'name', keyword), containsNoCase(db, 'name_en', keyword)]))
      if (opts.city) q = q.where('city', '=', opts.city)
      return q.orderBy('rating', 'desc').limit(opts.limit).execute()
    },

    /** A place by a map provider's id (stored in outer_ids_json). */
    findByOuterId: (provider: string, outerId: string): Promise<PlaceRow | undefined> =>
      db
        .selectFrom('places')
        .selectAll()
        .where('outer_ids_json', 'like', `%"${provider}":"${outerId.replace(/["%_\\]/g, '')}"%`)
        .executeTakeFirst(),

    /** The best rated places, of a region when one is given. */
    listBestRated: (opts: { region?: RegionFilter; limit?: number }): Promise<PlaceRow[]> => {
      let q = db.selectFrom('places').selectAll()
      if (opts.region) q = q.where(regionColumn(opts.region.level), '=', opts.region.code)
      q = q.orderBy('rating', 'desc').orderBy('id')
      return (opts.limit ? q.limit(opts.limit) : q).execute()
    },
  }
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>
