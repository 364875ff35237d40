// Wishes of the round-the-world campaign (campaign 3) and their daily shares.
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { WishesTable } from '../db/schema'

export type WishRow = Selectable<WishesTable>
export type WishResult = 'pending' | 'won' | 'lost'

/** Shares are recorded as events of this channel, one per wish and day. */
const SHARE_CHANNEL = 'wish-share'

/** A wish as it is made: pending, unshared, no prize yet. */
const newWish = (w: {
  userId: number
  campaignId: number
  destination: string
  text: string
  day?: string
}) => ({
  user_id: w.userId,
  campaign_id: w.campaignId,
  destination: w.destination,
  text: w.text,
  shares: 0,
  result: 'pending' as const,
  user_prize_id: null,
  created_at: new Date().toISOString(),
  day: w.day ?? null,
})

export function createWishesRepository(db: Db) {
  const ofUser = (userId: number) => db.selectFrom('wishes').where('user_id', '=', userId)

  return {
    findById: (id: number): Promise<WishRow | undefined> =>
      db.selectFrom('wishes').selectAll().where('id', '=', id).executeTakeFirst(),

    findOwn: (userId: number, id: number): Promise<WishRow | undefined> =>
      ofUser(userId).selectAll().where('id', '=', id).executeTakeFirst(),

    /** A user's wishes, newest first; all of them without a page. */
    listByUser: (userId: number, page?: { limit: number; offset: number }): Promise<WishRow[]> => {
      const q = ofUser(userId).selectAll().orderBy('id', 'desc')
      return (page ? q.limit(page.limit).offset(page.offset) : q).execute()
    },

    async countByUser(userId: number, result?: WishResult): Promise<number> {
      let q = ofUser(userId).select((eb) => eb.fn.countAll<number>().as('n'))
      if (result) q = q.where('result', '=', result)
      return Number((await q.executeTakeFirstOrThrow()).n)
    },

    /** The user's oldest wish still waiting for a draw. */
    findOldestPending: (userId: number): Promise<WishRow | undefined> =>
      ofUser(userId).selectAll().where('result', '=', 'pending').orderBy('id').executeTakeFirst(),

    /** The user's wish made on a day (one wish a day; unique (user_id, day)). */
    findOnDay: (userId: number, day: string): Promise<WishRow | undefined> =>
      ofUser(userId).selectAll().where('day', '=', day).executeTakeFirst(),

    create: (w: {
      userId: number
      campaignId: number
      destination: string
      text: string
      /** The day it counts for (one a day); services always give it. */
      day?: string
    }): Promise<WishRow> =>
      db.insertInto('wishes').values(newWish(w)).returningAll().executeTakeFirstOrThrow(),

    /**
     * The user's wish of a day, made only if none was made that day (unique (user_id, day)); undefined
     * otherwise. The insert itself decides, so of wishes sent at once exactly one is made, on
     * PostgreSQL too, where a check before the insert would let several through to the index.
     */
    createOnDay: (w: {
      userId: number
      campaignId: number
      destination: string
      text: string
      day: string
    }): Promise<WishRow | undefined> =>
      db
        .insertInto('wishes')
        .values(newWish(w))
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returningAll()
        .executeTakeFirst(),

    /** Sets a wish's draw result (and the prize it won). */
    async settle(id: number, result: WishResult, userPrizeId: number | null): Promise<void> {
      await db
        .updateTable('wishes')
        .set({ result, user_prize_id: userPrizeId })
        .where('id', '=', id)
        .execute()
    },

    /**
     * Records that a user shared a wish on a day; false when that share was recorded already
     * (the first share of a day is the one that may earn a chance).
     */
    async recordShare(userId: number, wishId: number, day: string): Promise<boolean> {
      const body = `${wishId}:${day}`
      const seen = await db
        .selectFrom('events')
        .select('id')
        .where('channel', '=', SHARE_CHANNEL)
        .where('user_id', '=', userId)
        .where('body', '=', body)
        .executeTakeFirst()
      if (seen) return false
      await db
        .insertInto('events')
        .values({ channel: SHARE_CHANNEL, user_id: userId, body, created_at: new Date().toISOString() })
        .execute()
      return true
    },

    /** Adds one to the wish's share count when `counted`; answers the wish as it is after. */
    addShare: (id: number, counted: boolean): Promise<WishRow> =>
      db
        .updateTable('wishes')
        .set((eb) => ({ shares: eb('shares', '+', counted ? 1 : 0) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Everyone whose wish won, newest win first. */
    listWinners: (limit: number) =>
      db
        .selectFrom('wishes as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .innerJoin('user_prizes as up', 'up.id', 'w.user_prize_id')
        .innerJoin('prizes as p', 'p.id', 'up.prize_id')
        .select(['u.nickname', 'u.avatar', 'w.destination', 'p.name as prizeName', 'up.created_at as wonAt'])
        .where('w.result', '=', 'won')
        .orderBy('up.id', 'desc')
        .limit(limit)
        .execute(),
  }
}

export type WishesRepository = ReturnType<typeof createWishesRepository>
