// Prizes (stock) and the prizes users hold. A user prize moves won -> redeemed, or
// won -> transferring -> accepted (the receiver gets a new won prize); every move goes through
// transitionUserPrize(), one guarded UPDATE ... WHERE id = ? AND status = ?, so a prize changes state at
// most once even under concurrent requests (docs/business-rules.md). grant() and transitionUserPrize()
// write their audit row (prize-audit.ts) with the same handle, so nothing moves a prize unaudited.
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { PrizesTable, UserPrizesTable } from '../db/schema'
import type { USER_PRIZE_STATUSES } from '../../types/api/campaign'
import { writeAudit, type AuditAction } from './prize-audit'

export type PrizeRow = Selectable<PrizesTable>
export type UserPrizeRow = Selectable<UserPrizesTable>
export type UserPrizeStatus = (typeof USER_PRIZE_STATUSES)[number]

/** What a transition's audit row says: the action, who did it when not the holder, and details. */
export interface TransitionAudit {
  action: AuditAction
  by?: number
  detail?: Record<string, unknown>
}

/** Columns a transition may set along with the status. */
export type TransitionExtra = Partial<
  Pick<UserPrizeRow, 'redeem_code' | 'address_json' | 'bound_account' | 'transfer_token' | 'accepted_by'>
>

export function createPrizesRepository(db: Db) {
  const userPrizes = () => db.selectFrom('user_prizes').selectAll()

  return {
    findById: (id: number): Promise<PrizeRow | undefined> =>
      db.selectFrom('prizes').selectAll().where('id', '=', id).executeTakeFirst(),

    listByCampaign: (campaignId: number): Promise<PrizeRow[]> =>
      db.selectFrom('prizes').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute(),

    /** What a draw can give: the campaign's free prizes that still have stock. */
    listDrawPool: (campaignId: number): Promise<PrizeRow[]> =>
      db
        .selectFrom('prizes')
        .selectAll()
        .where('campaign_id', '=', campaignId)
        .where('stock', '>', 0)
        .where('points_cost', '=', 0)
        .orderBy('id')
        .execute(),

    /** The campaign's gifts bought with points, cheapest first. */
    listGifts: (campaignId: number): Promise<PrizeRow[]> =>
      db
        .selectFrom('prizes')
        .selectAll()
        .where('campaign_id', '=', campaignId)
        .where('points_cost', '>', 0)
        .orderBy('points_cost')
        .execute(),

    findGift: (campaignId: number, id: number): Promise<PrizeRow | undefined> =>
      db
        .selectFrom('prizes')
        .selectAll()
        .where('id', '=', id)
        .where('campaign_id', '=', campaignId)
        .where('points_cost', '>', 0)
        .executeTakeFirst(),

    /** Takes one from stock if any is left; false when another request took the last one. */
    async takeStock(prizeId: number): Promise<boolean> {
      const r = await db
        .updateTable('prizes')
        .set((eb) => ({ stock: eb('stock', '-', 1) }))
        .where('id', '=', prizeId)
        .where('stock', '>', 0)
        .executeTakeFirst()
      return r.numUpdatedRows > 0n
    },

    /** A new won prize for a user (from a draw, an exchange, a wish or a transfer), audited 'grant'. */
    async grant(
      userId: number,
      prize: Pick<PrizeRow, 'id' | 'campaign_id'>,
      source: string,
      fromUserPrizeId?: number,
    ): Promise<UserPrizeRow> {
      const now = new Date().toISOString()
      const row = await db
        .insertInto('user_prizes')
        .values({
          user_id: userId,
          prize_id: prize.id,
          campaign_id: prize.campaign_id,
          source,
          status: 'won',
          redeem_code: null,
          address_json: null,
          bound_account: null,
          transfer_token: null,
          accepted_by: null,
          from_user_prize_id: fromUserPrizeId ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      await writeAudit(db, {
        userId,
        campaignId: row.campaign_id,
        action: 'grant',
        userPrizeId: row.id,
        prizeId: row.prize_id,
        fromStatus: null,
        toStatus: 'won',
        detail: { source, ...(fromUserPrizeId ? { fromUserPrizeId } : {}) },
      })
      return row
    },

    /** A user prize held by this user; another user's prize is not found. */
    findOwnUserPrize: (userId: number, id: number): Promise<UserPrizeRow | undefined> =>
      userPrizes().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    findByTransferToken: (token: string): Promise<UserPrizeRow | undefined> =>
      userPrizes().where('transfer_token', '=', token).executeTakeFirst(),

    listUserPrizes: (userId: number, campaignId: number): Promise<UserPrizeRow[]> =>
      userPrizes()
        .where('user_id', '=', userId)
        .where('campaign_id', '=', campaignId)
        .orderBy('id', 'desc')
        .execute(),

    async countUserPrizes(userId: number, campaignId: number): Promise<number> {
      const r = await db
        .selectFrom('user_prizes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('campaign_id', '=', campaignId)
        .executeTakeFirstOrThrow()
      return Number(r.n)
    },

    /** Who held a user prize (the giver of a transferred one). */
    findHolder: (userPrizeId: number) =>
      db
        .selectFrom('user_prizes as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['u.id', 'u.nickname'])
        .where('o.id', '=', userPrizeId)
        .executeTakeFirst(),

    /** The prize's name behind a user prize. */
    async findPrizeName(userPrizeId: number): Promise<string | undefined> {
      const r = await db
        .selectFrom('user_prizes as up')
        .innerJoin('prizes as p', 'p.id', 'up.prize_id')
        .select('p.name')
        .where('up.id', '=', userPrizeId)
        .executeTakeFirst()
      return r?.name
    },

    /**
     * The one place a user prize changes state: moves it from `from` to `to` (setting `extra`) only
     * if it is still in `from`, and writes its audit row. False when it was not (already moved by this
     * or another request); nothing is written then.
     */
    async transitionUserPrize(
      id: number,
      from: UserPrizeStatus,
      to: UserPrizeStatus,
      extra: TransitionExtra,
      audit: TransitionAudit,
    ) {
      const r = await db
        .updateTable('user_prizes')
        .set({ ...extra, status: to, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst()
      if (r.numUpdatedRows === 0n) return false
      const up = await userPrizes().where('id', '=', id).executeTakeFirstOrThrow()
      await writeAudit(db, {
        userId: up.user_id,
        campaignId: up.campaign_id,
        action: audit.action,
        userPrizeId: id,
        prizeId: up.prize_id,
        fromStatus: from,
        toStatus: to,
        detail: {
          ...(audit.by !== undefined && audit.by !== up.user_id ? { by: audit.by } : {}),
          ...audit.detail,
        },
      })
      return true
    },

    /** Transfer links still open that were made before `before` (ISO time), of one user or token. */
    listStaleTransfers(before: string, scope: { userId?: number; token?: string }) {
      let q = userPrizes().where('status', '=', 'transferring').where('updated_at', '<', before)
      if (scope.userId !== undefined) q = q.where('user_id', '=', scope.userId)
      if (scope.token !== undefined) q = q.where('transfer_token', '=', scope.token)
      return q.execute()
    },

    /** Won prizes of campaigns that ended before `endedBefore` (ISO time), of one user. */
    listWonOfEndedCampaigns(endedBefore: string, userId: number) {
      return db
        .selectFrom('user_prizes as up')
        .innerJoin('campaigns as c', 'c.id', 'up.campaign_id')
        .selectAll('up')
        .where('up.user_id', '=', userId)
        .where('up.status', '=', 'won')
        .where('c.ends_at', '<', endedBefore)
        .execute()
    },

    /**
     * Operators: sets a prize's stock and/or weight; initial_stock moves with stock, so initial - stock
     * stays "given". One statement (the right-hand sides read the row as it was), so a draw taking
     * stock at the same moment is never lost from the books.
     */
    async update(id: number, change: { stock?: number; weight?: number }): Promise<PrizeRow | undefined> {
      const { stock, weight } = change
      if (stock === undefined && weight === undefined)
        return db.selectFrom('prizes').selectAll().where('id', '=', id).executeTakeFirst()
      return db
        .updateTable('prizes')
        .set((eb) => ({
          ...(stock === undefined
            ? {}
            : { stock, initial_stock: eb('initial_stock', '+', eb(eb.val(stock), '-', eb.ref('stock'))) }),
          ...(weight === undefined ? {} : { weight }),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
    },
  }
}

export type PrizesRepository = ReturnType<typeof createPrizesRepository>
