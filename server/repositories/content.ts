// Content pages (issue 16): image campaign pages, the food trail with its check-ins, and the
// operators' content audit. Plain Kysely (no SQLite-only SQL): the same code runs on PostgreSQL.
import type { Db } from '../db/database'

export interface FoodTrailRow {
  place_id: number
  city_code: string
  seq: number
  blurb: string
  blurb_en: string
  name: string
  name_en: string
  city: string
  city_en: string
  rating: number | null
}

export function createContentRepository(db: Db) {
  return {
    findImageCampaign: (key: string) =>
      db.selectFrom('image_campaigns').selectAll().where('key', '=', key).executeTakeFirst(),

    /** Inserts or replaces a page's content (one statement, so concurrent writes never mix). */
    async upsertImageCampaign(key: string, contentJson: string, at: string): Promise<void> {
      await db
        .insertInto('image_campaigns')
        .values({ key, content_json: contentJson, updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ content_json: contentJson, updated_at: at }))
        .execute()
    },

    /** The trail's places with what the page shows of them, in trail order. */
    listFoodTrail: (): Promise<FoodTrailRow[]> =>
      db
        .selectFrom('food_trail')
        .innerJoin('places', 'places.id', 'food_trail.place_id')
        .select([
          'food_trail.place_id',
          'food_trail.city_code',
          'food_trail.seq',
          'food_trail.blurb',
          'food_trail.blurb_en',
          'places.name',
          'places.name_en',
          'places.city',
          'places.city_en',
          'places.rating',
        ])
        .orderBy('food_trail.seq')
        .orderBy('food_trail.place_id')
        .execute(),

    findFoodTrailPlace: (placeId: number) =>
      db.selectFrom('food_trail').selectAll().where('place_id', '=', placeId).executeTakeFirst(),

    /** The trail places a user ate at (only those still on the trail). */
    async listEatenPlaceIds(userId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('food_checkins')
        .innerJoin('food_trail', 'food_trail.place_id', 'food_checkins.place_id')
        .select('food_checkins.place_id')
        .where('food_checkins.user_id', '=', userId)
        .execute()
      return new Set(rows.map((r) => r.place_id))
    },

    /** "I ate here": true when this call added the row; a repeat (or a concurrent twin) adds nothing. */
    async addFoodCheckin(userId: number, placeId: number, at: string): Promise<boolean> {
      const r = await db
        .insertInto('food_checkins')
        .values({ user_id: userId, place_id: placeId, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'place_id']).doNothing())
        .executeTakeFirst()
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0
    },

    /** The undo: true when a row was there and is gone. */
    async removeFoodCheckin(userId: number, placeId: number): Promise<boolean> {
      const r = await db
        .deleteFrom('food_checkins')
        .where('user_id', '=', userId)
        .where('place_id', '=', placeId)
        .executeTakeFirst()
      return Number(r.numDeletedRows) > 0
    },

    async writeAudit(e: { userId: number; kind: string; target: string; detail: unknown }): Promise<void> {
      await db
        .insertInto('content_audit')
        .values({
          user_id: e.userId,
          kind: e.kind,
          target: e.target,
          detail_json: JSON.stringify(e.detail),
          created_at: new Date().toISOString(),
        })
        .execute()
    },
  }
}

export type ContentRepository = ReturnType<typeof createContentRepository>
