// Life-places check-in (docs/business-rules.md): regions, one record per user and region,
// custom records, participants, poster templates and map icons.
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { CheckinRecordsTable, CustomRecordsTable, RegionsTable } from '../db/schema'

export type RegionRow = Selectable<RegionsTable>
export type CheckinRecordRow = Selectable<CheckinRecordsTable>
export type CustomRecordRow = Selectable<CustomRecordsTable>

export interface NewRecord {
  regionCode: string
  level: string
  source: string
  note: string | null
  photos: string[]
}

export interface NewCustomRecord {
  name: string
  lat: number
  lon: number
  regionCode: string | null
  note: string | null
  /** YYYY-MM-DD, already checked (types/api/custom-record-rules.ts). */
  visitedOn: string | null
  photos: string[]
}

export function createCheckinRepository(db: Db) {
  const records = (userId: number) => db.selectFrom('checkin_records').where('user_id', '=', userId)
  const participant = (userId: number) => db.updateTable('checkin_users').where('user_id', '=', userId)

  return {
    listRegions: (): Promise<RegionRow[]> => db.selectFrom('regions').selectAll().execute(),

    /** A user's records, newest first, of one level when given. */
    listRecords: (userId: number, level?: string): Promise<CheckinRecordRow[]> => {
      const q = records(userId).selectAll()
      return (level ? q.where('level', '=', level) : q).orderBy('id', 'desc').execute()
    },

    findRecordOfRegion: (userId: number, regionCode: string): Promise<CheckinRecordRow | undefined> =>
      records(userId).selectAll().where('region_code', '=', regionCode).executeTakeFirst(),

    /** Adds the user's record of a region unless there is one; the new row, or undefined. */
    addRecordIfMissing: (
      userId: number,
      r: NewRecord,
      createdAt: string,
    ): Promise<CheckinRecordRow | undefined> =>
      db
        .insertInto('checkin_records')
        .values({
          user_id: userId,
          region_code: r.regionCode,
          level: r.level,
          source: r.source,
          note: r.note,
          photos_json: JSON.stringify(r.photos),
          completed: 0,
          synced_at: null,
          created_at: createdAt,
        })
        .onConflict((oc) => oc.columns(['user_id', 'region_code']).doNothing())
        .returningAll()
        .executeTakeFirst(),

    /** Marks one of the user's records complete with a note and photos; undefined if not theirs. */
    completeRecord: (
      userId: number,
      id: number,
      patch: { note?: string; photos?: string[] },
    ): Promise<CheckinRecordRow | undefined> =>
      db
        .updateTable('checkin_records')
        .set({
          completed: 1,
          ...(patch.note !== undefined ? { note: patch.note } : {}),
          ...(patch.photos ? { photos_json: JSON.stringify(patch.photos) } : {}),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst(),

    /**
     * Deletes one of the user's records, by id or by region (that region only, not its
     * children); how many were deleted (0 or 1). Another user's record is never touched.
     */
    async deleteRecord(userId: number, which: { id: number } | { regionCode: string }): Promise<number> {
      const q = db.deleteFrom('checkin_records').where('user_id', '=', userId)
      const r = await (
        'id' in which ? q.where('id', '=', which.id) : q.where('region_code', '=', which.regionCode)
      ).executeTakeFirst()
      return Number(r.numDeletedRows)
    },

    /** Marks every unsynced record of the user synced now; how many. */
    async markSynced(userId: number): Promise<number> {
      const r = await db
        .updateTable('checkin_records')
        .set({ synced_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('synced_at', 'is', null)
        .executeTakeFirst()
      return Number(r.numUpdatedRows)
    },

    /** How many people lit a region. */
    async countPeopleWhoLit(regionCode: string): Promise<number> {
      const r = await db
        .selectFrom('checkin_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('region_code', '=', regionCode)
        .executeTakeFirstOrThrow()
      return Number(r.n)
    },

    /** The user's record counts per level. */
    countRecordsByLevel: async (userId: number): Promise<Record<string, number>> =>
      Object.fromEntries(
        (
          await records(userId)
            .select(['level', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('level')
            .execute()
        ).map((c) => [c.level, Number(c.n)]),
      ),

    /** Every participant's record count, for ranks. */
    countRecordsPerUser: async (): Promise<number[]> =>
      (
        await db
          .selectFrom('checkin_records')
          .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('user_id')
          .execute()
      ).map((p) => Number(p.n)),

    /** City and country codes of the places in the user's own journeys that are not deleted. */
    listJourneyPlaceRegions: (userId: number) =>
      db
        .selectFrom('places as p')
        .innerJoin('journey_items as i', 'i.place_id', 'p.id')
        .innerJoin('journeys as j', 'j.id', 'i.journey_id')
        .select(['p.city_code', 'p.country_code'])
        .distinct()
        .where('j.owner_id', '=', userId)
        .where('j.deleted_at', 'is', null)
        .execute(),

    /** Makes the user a participant (once; joining again changes nothing). */
    async join(userId: number): Promise<void> {
      await db
        .insertInto('checkin_users')
        .values({
          user_id: userId,
          nickname: null,
          joined_at: new Date().toISOString(),
          last_lat: null,
          last_lon: null,
          last_region_code: null,
          shares: 0,
          given_up_json: '[]',
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
    },

    findParticipant: (userId: number) =>
      db.selectFrom('checkin_users').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    async setLocation(userId: number, at: { lat: number; lon: number; regionCode: string | null }) {
      await participant(userId)
        .set({ last_lat: at.lat, last_lon: at.lon, last_region_code: at.regionCode })
        .execute()
    },

    async setGivenUp(userId: number, codes: string[]): Promise<void> {
      await participant(userId)
        .set({ given_up_json: JSON.stringify(codes) })
        .execute()
    },

    async setNickname(userId: number, nickname: string): Promise<void> {
      await participant(userId).set({ nickname }).execute()
    },

    /** Counts one more share of the user's map; the new count. */
    addShare: async (userId: number): Promise<number> =>
      (
        await participant(userId)
          .set((eb) => ({ shares: eb('shares', '+', 1) }))
          .returning('shares')
          .executeTakeFirstOrThrow()
      ).shares,

    async countParticipants(): Promise<number> {
      const r = await db
        .selectFrom('checkin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(r.n)
    },

    listCustomRecords: (userId: number): Promise<CustomRecordRow[]> =>
      db
        .selectFrom('custom_records')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute(),

    /** A new custom record; the same name twice is two records (a name is a label, not a key). */
    createCustomRecord: (userId: number, r: NewCustomRecord): Promise<CustomRecordRow> =>
      db
        .insertInto('custom_records')
        .values({
          user_id: userId,
          name: r.name,
          lat: r.lat,
          lon: r.lon,
          region_code: r.regionCode,
          note: r.note,
          visited_on: r.visitedOn,
          photos_json: JSON.stringify(r.photos),
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    /**
     * Deletes one of the user's custom records; how many were deleted (0 or 1). Another user's record is
     * never touched. The region it lit stays lit: the checkin_records row is not this table's.
     */
    async deleteCustomRecord(userId: number, id: number): Promise<number> {
      const r = await db
        .deleteFrom('custom_records')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return Number(r.numDeletedRows)
    },

    /** Renames one of the user's custom records; undefined if it is not theirs. */
    renameCustomRecord: (userId: number, id: number, name: string): Promise<CustomRecordRow | undefined> =>
      db
        .updateTable('custom_records')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst(),

    listIcons: () => db.selectFrom('checkin_icons').selectAll().orderBy('id').execute(),

    listTemplates: () => db.selectFrom('checkin_templates').selectAll().execute(),
  }
}

export type CheckinRepository = ReturnType<typeof createCheckinRepository>
