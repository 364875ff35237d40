// Draws and user prizes. Every state change is a guarded UPDATE (... WHERE status = 'won',
// ... AND stock > 0) checked by its row count, inside one transaction: stock never goes below
// zero and a user prize is redeemed, transferred or accepted at most once, also on PostgreSQL
// where transactions may run concurrently. See docs/business-rules.md.
import crypto from 'node:crypto'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB, PrizesTable, UserPrizesTable } from '../db/schema'
import type { Address, DrawResult, Prize, UserPrize } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { badRequest, conflict, notFound, unauthorized } from '../errors'
import { assertOpen, userCampaign, type Campaign } from './campaigns'
import { idempotent } from './idempotency'
import { mediaUrl } from '../lib/media'

export function prizeView(p: Selectable<PrizesTable>): Prize {
  return {
    id: p.id,
    name: p.name,
    image: mediaUrl.prize(p.id),
    kind: p.kind,
    stock: p.stock,
    pointsCost: p.points_cost,
    description: p.description,
  }
}

export async function userPrizeView(
  db: Kysely<DB>,
  up: Selectable<UserPrizesTable>,
  viewerId?: number,
): Promise<UserPrize> {
  const prize = await db
    .selectFrom('prizes')
    .selectAll()
    .where('id', '=', up.prize_id)
    .executeTakeFirstOrThrow()
  let fromUser: UserPrize['fromUser'] = null
  if (up.from_user_prize_id) {
    fromUser =
      (await db
        .selectFrom('user_prizes as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['u.id', 'u.nickname'])
        .where('o.id', '=', up.from_user_prize_id)
        .executeTakeFirst()) ?? null
  } else if (up.status === 'transferring' && viewerId !== up.user_id) {
    fromUser =
      (await db
        .selectFrom('users')
        .select(['id', 'nickname'])
        .where('id', '=', up.user_id)
        .executeTakeFirst()) ?? null
  }
  const own = viewerId === up.user_id
  return {
    id: up.id,
    campaignId: up.campaign_id,
    status: up.status,
    source: up.source,
    prize: prizeView(prize),
    redeemCode: own ? up.redeem_code : null,
    boundAccount: own ? up.bound_account : null,
    transferToken: own ? up.transfer_token : null,
    fromUser,
    createdAt: up.created_at,
    updatedAt: up.updated_at,
  }
}

/** Picks a prize by weight among those with stock left; the campaign's miss weight means "no prize". */
function pick(pool: Selectable<PrizesTable>[], missWeight: number): Selectable<PrizesTable> | null {
  const total = pool.reduce((s, p) => s + p.weight, 0) + missWeight
  if (total <= 0) return null
  let roll = crypto.randomInt(0, total)
  for (const p of pool) {
    if (roll < p.weight) return p
    roll -= p.weight
  }
  return null
}

export async function grantPrize(
  trx: Transaction<DB>,
  userId: number,
  prize: Selectable<PrizesTable>,
  source: string,
) {
  const now = new Date().toISOString()
  return trx
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
      from_user_prize_id: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Takes one from stock if any is left; false when another request took the last one. */
export async function takeStock(trx: Transaction<DB>, prizeId: number): Promise<boolean> {
  const r = await trx
    .updateTable('prizes')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', prizeId)
    .where('stock', '>', 0)
    .executeTakeFirst()
  return r.numUpdatedRows > 0n
}

export async function draw(
  db: Kysely<DB>,
  userId: number,
  campaign: Campaign,
  key?: string,
  wishId?: number,
): Promise<DrawResult> {
  assertOpen(campaign)
  return db.transaction().execute((trx) =>
    idempotent(trx, userId, `draw:${campaign.id}`, key, async () => {
      await userCampaign(trx, userId, campaign.id)
      const used = await trx
        .updateTable('user_campaigns')
        .set((eb) => ({ chances_used: eb('chances_used', '+', 1) }))
        .where('user_id', '=', userId)
        .where('campaign_id', '=', campaign.id)
        .whereRef('chances_used', '<', 'chances_earned')
        .executeTakeFirst()
      if (used.numUpdatedRows === 0n) throw conflict('no draw chances left', API_CODES.NO_DRAW_CHANCE)
      const pool = await trx
        .selectFrom('prizes')
        .selectAll()
        .where('campaign_id', '=', campaign.id)
        .where('stock', '>', 0)
        .where('points_cost', '=', 0)
        .orderBy('id')
        .execute()
      const chosen = pick(pool, campaign.miss_weight)
      const isWish = campaign.kind === 'wish'
      const up =
        chosen && (await takeStock(trx, chosen.id))
          ? await grantPrize(trx, userId, chosen, isWish ? 'wish' : 'draw')
          : null
      if (isWish) {
        // The oldest wish still waiting takes this draw's result (docs/business-rules.md).
        const wish = await trx
          .selectFrom('wishes')
          .select('id')
          .where('user_id', '=', userId)
          .where('result', '=', 'pending')
          .orderBy('id')
          .executeTakeFirst()
        if (wish) {
          wishId = wish.id
          await trx
            .updateTable('wishes')
            .set({ result: up ? 'won' : 'lost', user_prize_id: up?.id ?? null })
            .where('id', '=', wish.id)
            .execute()
        }
      }
      const d = await trx
        .insertInto('draws')
        .values({
          user_id: userId,
          campaign_id: campaign.id,
          prize_id: up?.prize_id ?? null,
          user_prize_id: up?.id ?? null,
          wish_id: wishId ?? null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const uc = await userCampaign(trx, userId, campaign.id)
      return {
        drawId: d.id,
        won: Boolean(up),
        userPrize: up ? await userPrizeView(trx, up, userId) : null,
        chancesLeft: uc.chances_earned - uc.chances_used,
      }
    }),
  )
}

export async function ownPrize(db: Kysely<DB>, userId: number, id: number, campaignId?: number) {
  const up = await db
    .selectFrom('user_prizes')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!up || (campaignId && up.campaign_id !== campaignId)) throw notFound('prize not found')
  return up
}

export const stateError = (status: string) =>
  conflict(`this prize is already ${status}`, API_CODES.PRIZE_STATE)

export async function redeem(
  db: Kysely<DB>,
  userId: number,
  id: number,
  address: Address | undefined,
  key?: string,
  campaignId?: number,
): Promise<UserPrize> {
  return db.transaction().execute((trx) =>
    idempotent(trx, userId, 'redeem', key, async () => {
      const up = await ownPrize(trx, userId, id, campaignId)
      const prize = await trx
        .selectFrom('prizes')
        .selectAll()
        .where('id', '=', up.prize_id)
        .executeTakeFirstOrThrow()
      if (prize.kind === 'physical' && !address)
        throw badRequest('a shipping address is needed for this prize')
      const code = prize.kind === 'physical' ? null : crypto.randomBytes(5).toString('hex').toUpperCase()
      const r = await trx
        .updateTable('user_prizes')
        .set({
          status: 'redeemed',
          redeem_code: code,
          address_json: address ? JSON.stringify(address) : null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'won')
        .executeTakeFirst()
      if (r.numUpdatedRows === 0n) throw stateError(up.status)
      return userPrizeView(trx, await ownPrize(trx, userId, id), userId)
    }),
  )
}

export async function bindAsset(
  db: Kysely<DB>,
  userId: number,
  id: number,
  account: string,
): Promise<UserPrize> {
  return db.transaction().execute(async (trx) => {
    const up = await ownPrize(trx, userId, id)
    const prize = await trx
      .selectFrom('prizes')
      .select('kind')
      .where('id', '=', up.prize_id)
      .executeTakeFirstOrThrow()
    if (prize.kind === 'physical') throw badRequest('only coupons and virtual prizes are bound to an account')
    const r = await trx
      .updateTable('user_prizes')
      .set({ status: 'redeemed', bound_account: account, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'won')
      .executeTakeFirst()
    if (r.numUpdatedRows === 0n) throw stateError(up.status)
    return userPrizeView(trx, await ownPrize(trx, userId, id), userId)
  })
}

export async function getPrize(
  db: Kysely<DB>,
  viewerId: number | undefined,
  q: { id?: number; token?: string },
): Promise<UserPrize> {
  if (q.token) {
    const up = await db
      .selectFrom('user_prizes')
      .selectAll()
      .where('transfer_token', '=', q.token)
      .executeTakeFirst()
    if (!up) throw notFound('transfer link not found')
    return userPrizeView(db, up, viewerId)
  }
  if (!q.id) throw badRequest('give id or token')
  if (!viewerId) throw unauthorized('sign in to see your prize')
  return userPrizeView(db, await ownPrize(db, viewerId, q.id), viewerId)
}

export async function myPrizes(db: Kysely<DB>, userId: number, campaignId: number): Promise<UserPrize[]> {
  const rows = await db
    .selectFrom('user_prizes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .orderBy('id', 'desc')
    .execute()
  return Promise.all(rows.map((r) => userPrizeView(db, r, userId)))
}
