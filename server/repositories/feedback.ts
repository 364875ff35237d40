// Place reports and app feedback ("contact us"), and their latest entries for operations.
import type { Db } from '../db/database'

export interface NewFeedback {
  userId: number | null
  text: string
  photos: string[]
  contact: string | null
}

/** The columns both kinds of feedback share. */
const columns = (f: NewFeedback) => ({
  user_id: f.userId,
  text: f.text,
  photos_json: JSON.stringify(f.photos),
  contact: f.contact,
  created_at: new Date().toISOString(),
})

export function createFeedbackRepository(db: Db) {
  return {
    /** Stores a place report; its id. */
    createPoiFeedback: async (f: NewFeedback & { placeId: number; scene: string }): Promise<number> =>
      (
        await db
          .insertInto('poi_feedback')
          .values({ ...columns(f), place_id: f.placeId, scene: f.scene })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** Stores an app feedback; its id. */
    createAppFeedback: async (f: NewFeedback & { category: string }): Promise<number> =>
      (
        await db
          .insertInto('app_feedback')
          .values({ ...columns(f), category: f.category })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    listLatestPoiFeedback: (limit: number) =>
      db.selectFrom('poi_feedback').selectAll().orderBy('id', 'desc').limit(limit).execute(),

    listLatestAppFeedback: (limit: number) =>
      db.selectFrom('app_feedback').selectAll().orderBy('id', 'desc').limit(limit).execute(),
  }
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
