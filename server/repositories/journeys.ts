// Journeys: rows, counters, saves, place visits, transport legs, day routes and co-editors. The
// assembled detail (and its cache) lives in journey-detail.ts.
import type { Db } from '../db/database'
import { atomically, changed } from './transaction'
import { cachedJourneyDetail, journeyDetail, type JourneyRow } from './journey-detail'

export { placeBrief, transportBrief, type JourneyRow } from './journey-detail'

export type JourneyRole = 'owner' | 'editor' | 'viewer'

export interface PlaceVisit {
  placeId: number
  startTime?: string
  stayMinutes?: number
  note?: string
}

export function createJourneysRepository(db: Db) {
  const touch = (trx: Db, id: number, now = new Date().toISOString()) =>
    trx.updateTable('journeys').set({ updated_at: now }).where('id', '=', id).execute()

  return {
    /** The row, deleted or not (deleted_at tells). */
    findById: (id: number): Promise<JourneyRow | undefined> =>
      db.selectFrom('journeys').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Journeys by id that are not deleted, in no particular order. */
    findLiveByIds: (ids: number[]): Promise<JourneyRow[]> =>
      db
        .selectFrom('journeys')
        .selectAll()
        .where('id', 'in', ids.length ? ids : [0])
        .where('deleted_at', 'is', null)
        .execute(),

    /** The most read public, published journeys: the home page's featured ones. */
    listFeatured: (limit: number) =>
      db
        .selectFrom('journeys')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where('visibility', '=', 'public')
        .where('review_status', '=', 'published')
        .orderBy('views', 'desc')
        .orderBy('id', 'asc')
        .limit(limit)
        .execute(),

    /** Public journeys that are not deleted, as the chat assistant searches them. */
    listPublic: () =>
      db
        .selectFrom('journeys')
        .select(['id', 'title', 'title_en', 'cities_json'])
        .where('deleted_at', 'is', null)
        .where('visibility', '=', 'public')
        .execute(),

    /** Adds views counted elsewhere (services/view-counts.ts), one increment per journey, atomically. */
    async addViews(counts: Map<number, number>): Promise<void> {
      await atomically(db, async (trx) => {
        for (const [id, n] of counts)
          await trx
            .updateTable('journeys')
            .set((eb) => ({ views: eb('views', '+', n) }))
            .where('id', '=', id)
            .execute()
      })
    },

    /** Counts one more view or share of a journey; the statistics are read back from these columns. */
    async count(id: number, counter: 'views' | 'shares'): Promise<void> {
      await db
        .updateTable('journeys')
        .set((eb) => ({ [counter]: eb(counter, '+', 1) }))
        .where('id', '=', id)
        .execute()
    },

    /** What a user is to a journey: its owner, a co-editor, or a viewer (also when signed out). */
    async roleOf(j: JourneyRow, userId: number | undefined): Promise<JourneyRole> {
      if (!userId) return 'viewer'
      if (j.owner_id === userId) return 'owner'
      const c = await db
        .selectFrom('journey_collaborators')
        .select('role')
        .where('journey_id', '=', j.id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return c ? 'editor' : 'viewer'
    },

    detail: (j: JourneyRow) => journeyDetail(db, j),
    /** Detail through the per-journey cache keyed by updated_at, with live counters laid over. */
    cachedDetail: (j: JourneyRow) => cachedJourneyDetail(db, j),

    /** Per day, the places in visiting order, last first: the day's last place stands for its city. */
    dayPlacesLastFirst: (journeyId: number) =>
      db
        .selectFrom('journey_days as d')
        .innerJoin('journey_items as i', 'i.day_id', 'd.id')
        .innerJoin('places as p', 'p.id', 'i.place_id')
        .select(['d.day_index', 'd.date', 'd.cities_json', 'd.cities_en_json', 'p.city', 'p.lat', 'p.lon'])
        .where('d.journey_id', '=', journeyId)
        .orderBy('d.day_index')
        .orderBy('i.seq', 'desc')
        .execute(),

    findTransport: (id: number) =>
      db.selectFrom('transports').selectAll().where('id', '=', id).executeTakeFirst(),

    findDayRoute: (journeyId: number, dayIndex: number) =>
      db
        .selectFrom('routes')
        .selectAll()
        .where('journey_id', '=', journeyId)
        .where('day_index', '=', dayIndex)
        .executeTakeFirst(),

    isSavedBy: async (userId: number, journeyId: number): Promise<boolean> =>
      Boolean(
        await db
          .selectFrom('journey_saves')
          .select('journey_id')
          .where('user_id', '=', userId)
          .where('journey_id', '=', journeyId)
          .executeTakeFirst(),
      ),

    /**
     * Saves a journey to a user's trips or takes it out; idempotent: the journey's save count moves
     * only when the user's save really changed. Answers the count after the change.
     */
    setSaved: (userId: number, journeyId: number, saved: boolean): Promise<number> =>
      atomically(db, async (trx) => {
        const result = saved
          ? await trx
              .insertInto('journey_saves')
              .values({ user_id: userId, journey_id: journeyId, created_at: new Date().toISOString() })
              .onConflict((oc) => oc.doNothing())
              .executeTakeFirst()
          : await trx
              .deleteFrom('journey_saves')
              .where('user_id', '=', userId)
              .where('journey_id', '=', journeyId)
              .executeTakeFirst()
        if (changed(result) > 0)
          await trx
            .updateTable('journeys')
            .set((eb) => ({ saves: eb('saves', saved ? '+' : '-', 1) }))
            .where('id', '=', journeyId)
            .execute()
        const { saves } = await trx
          .selectFrom('journeys')
          .select('saves')
          .where('id', '=', journeyId)
          .executeTakeFirstOrThrow()
        return saves
      }),

    /** Appends a place visit to a day; null when the journey has no such day. Bumps updated_at. */
    addPlaceVisit: (
      journeyId: number,
      dayIndex: number,
      visit: PlaceVisit,
    ): Promise<{ itemId: number; seq: number } | null> =>
      atomically(db, async (trx) => {
        const day = await trx
          .selectFrom('journey_days')
          .select('id')
          .where('journey_id', '=', journeyId)
          .where('day_index', '=', dayIndex)
          .executeTakeFirst()
        if (!day) return null
        const last = await trx
          .selectFrom('journey_items')
          .select((eb) => eb.fn.max('seq').as('seq'))
          .where('day_id', '=', day.id)
          .executeTakeFirst()
        const seq = Number(last?.seq ?? 0) + 1
        const item = await trx
          .insertInto('journey_items')
          .values({
            journey_id: journeyId,
            day_id: day.id,
            seq,
            kind: 'place',
            place_id: visit.placeId,
            transport_id: null,
            start_time: visit.startTime ?? null,
            stay_minutes: visit.stayMinutes ?? 60,
            note: visit.note ?? null,
            cost: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await touch(trx, journeyId)
        return { itemId: item.id, seq }
      }),

    /**
     * Adds a co-editor (a second add is a no-op, so a double tap is not a key error) and bumps
     * updated_at: the cached detail lists the collaborators, so a new one is a change of the journey.
     */
    addCollaborator: (journeyId: number, userId: number, invitedBy: number): Promise<void> =>
      atomically(db, async (trx) => {
        const now = new Date().toISOString()
        await trx
          .insertInto('journey_collaborators')
          .values({
            journey_id: journeyId,
            user_id: userId,
            role: 'editor',
            invited_by: invitedBy,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['journey_id', 'user_id']).doNothing())
          .execute()
        await touch(trx, journeyId, now)
      }),
  }
}

export type JourneysRepository = ReturnType<typeof createJourneysRepository>
