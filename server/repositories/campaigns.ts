// Campaigns, their tasks and each user's standing in them (chances, points); see
// docs/business-rules.md. Every spend is a guarded update checked by its row count.
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { CampaignsTable, UserCampaignsTable } from '../db/schema'
import { writeAudit } from './prize-audit'

export type CampaignRow = Selectable<CampaignsTable>
export type UserCampaignRow = Selectable<UserCampaignsTable>

export function createCampaignsRepository(db: Db) {
  const mine = (userId: number, campaignId: number) =>
    db.updateTable('user_campaigns').where('user_id', '=', userId).where('campaign_id', '=', campaignId)

  return {
    /** The campaigns whose time window holds `at` (ISO time), ending soonest first. */
    listOpen: (at: string): Promise<CampaignRow[]> =>
      db
        .selectFrom('campaigns')
        .selectAll()
        .where('starts_at', '<=', at)
        .where('ends_at', '>', at)
        .orderBy('ends_at', 'asc')
        .orderBy('id', 'asc')
        .execute(),

    findById: (id: number): Promise<CampaignRow | undefined> =>
      db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The user's row for the campaign, made (with nothing earned) on first use. */
    async ensureUserCampaign(userId: number, campaignId: number): Promise<UserCampaignRow> {
      await db
        .insertInto('user_campaigns')
        .values({ user_id: userId, campaign_id: campaignId, chances_earned: 0, chances_used: 0, points: 0 })
        .onConflict((oc) => oc.columns(['user_id', 'campaign_id']).doNothing())
        .execute()
      return db
        .selectFrom('user_campaigns')
        .selectAll()
        .where('user_id', '=', userId)
        .where('campaign_id', '=', campaignId)
        .executeTakeFirstOrThrow()
    },

    /** Adds chances and points to an existing user row (ensureUserCampaign first). */
    earn: (userId: number, campaignId: number, gain: { chances?: number; points?: number }) =>
      mine(userId, campaignId)
        .set((eb) => ({
          chances_earned: eb('chances_earned', '+', gain.chances ?? 0),
          points: eb('points', '+', gain.points ?? 0),
        }))
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Uses one chance; false when none is left (guarded: never more used than earned). */
    async useChance(userId: number, campaignId: number): Promise<boolean> {
      const r = await mine(userId, campaignId)
        .set((eb) => ({ chances_used: eb('chances_used', '+', 1) }))
        .whereRef('chances_used', '<', 'chances_earned')
        .executeTakeFirst()
      return r.numUpdatedRows > 0n
    },

    /** Spends points; false when the user has fewer (guarded: points never go below zero). */
    async spendPoints(userId: number, campaignId: number, cost: number): Promise<boolean> {
      const r = await mine(userId, campaignId)
        .set((eb) => ({ points: eb('points', '-', cost) }))
        .where('points', '>=', cost)
        .executeTakeFirst()
      return r.numUpdatedRows > 0n
    },

    listTasks: (campaignId: number) =>
      db
        .selectFrom('campaign_tasks')
        .selectAll()
        .where('campaign_id', '=', campaignId)
        .orderBy('id')
        .execute(),

    findTask: (campaignId: number, key: string) =>
      db
        .selectFrom('campaign_tasks')
        .selectAll()
        .where('campaign_id', '=', campaignId)
        .where('key', '=', key)
        .executeTakeFirst(),

    /** The days on which a user did each of these tasks, one row per completion. */
    listTaskCompletions: (userId: number, taskIds: number[]) =>
      taskIds.length
        ? db
            .selectFrom('user_tasks')
            .select(['task_id', 'day'])
            .where('user_id', '=', userId)
            .where('task_id', 'in', taskIds)
            .execute()
        : Promise.resolve([]),

    async recordTaskCompletion(userId: number, taskId: number, day: string): Promise<void> {
      await db
        .insertInto('user_tasks')
        .values({ user_id: userId, task_id: taskId, day, created_at: new Date().toISOString() })
        .execute()
    },

    /** Records a draw (hit or miss) and its audit row 'draw', with the same handle (one transaction). */
    async recordDraw(d: {
      userId: number
      campaignId: number
      prizeId: number | null
      userPrizeId: number | null
      wishId: number | null
    }): Promise<number> {
      const row = await db
        .insertInto('draws')
        .values({
          user_id: d.userId,
          campaign_id: d.campaignId,
          prize_id: d.prizeId,
          user_prize_id: d.userPrizeId,
          wish_id: d.wishId,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await writeAudit(db, {
        userId: d.userId,
        campaignId: d.campaignId,
        action: 'draw',
        userPrizeId: d.userPrizeId,
        prizeId: d.prizeId,
        fromStatus: null,
        toStatus: d.userPrizeId ? 'won' : null,
        detail: { drawId: row.id, ...(d.wishId ? { wishId: d.wishId } : {}) },
      })
      return row.id
    },

    /** When the user's draws since `since` (ISO time) happened, newest first. */
    recentDrawTimes: async (userId: number, since: string, limit: number): Promise<string[]> =>
      (
        await db
          .selectFrom('draws')
          .select('created_at')
          .where('user_id', '=', userId)
          .where('created_at', '>', since)
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute()
      ).map((r) => r.created_at),

    /** Operators: the chance of "no prize this time". */
    setMissWeight: (id: number, missWeight: number) =>
      db
        .updateTable('campaigns')
        .set({ miss_weight: missWeight })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    /** A stored answer to a retried request (Idempotency-Key), parsed; undefined when first seen. */
    async findIdempotentResult(userId: number, scope: string, key: string): Promise<unknown> {
      const seen = await db
        .selectFrom('idempotency_keys')
        .select('response_json')
        .where('user_id', '=', userId)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst()
      return seen ? (JSON.parse(seen.response_json) as unknown) : undefined
    },

    async saveIdempotentResult(userId: number, scope: string, key: string, result: unknown): Promise<void> {
      await db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          scope,
          key,
          response_json: JSON.stringify(result),
          created_at: new Date().toISOString(),
        })
        .execute()
    },
  }
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>
