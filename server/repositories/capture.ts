// Collector campaign cards (campaign 2) and the cards each user collected.
import type { Db } from '../db/database'

export function createCaptureRepository(db: Db) {
  return {
    listItems: (campaignId: number) =>
      db
        .selectFrom('capture_items')
        .selectAll()
        .where('campaign_id', '=', campaignId)
        .orderBy('id')
        .execute(),

    findItem: (campaignId: number, id: number) =>
      db
        .selectFrom('capture_items')
        .selectAll()
        .where('id', '=', id)
        .where('campaign_id', '=', campaignId)
        .executeTakeFirst(),

    listCollected: (userId: number) =>
      db.selectFrom('user_capture_items').selectAll().where('user_id', '=', userId).execute(),

    /** Collects a card for a user; false when they had it already (collecting is idempotent). */
    async collect(userId: number, itemId: number): Promise<boolean> {
      const r = await db
        .insertInto('user_capture_items')
        .values({ user_id: userId, item_id: itemId, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
        .executeTakeFirst()
      return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0
    },
  }
}

export type CaptureRepository = ReturnType<typeof createCaptureRepository>
