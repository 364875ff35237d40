// Passing a prize to a friend: the owner makes a one-time link (won -> transferring), one other
// user accepts it (transferring -> accepted, and a new won prize for them). Both steps are guarded
// updates checked by row count; see docs/business-rules.md.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { UserPrize } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { conflict, notFound } from '../errors'
import { ownPrize, stateError, userPrizeView } from './prizes'

const TRANSFER_LINK = (token: string) => `/web/activity/summer2025/records?acceptToken=${token}`

export async function transfer(db: Kysely<DB>, userId: number, id: number, campaignId?: number) {
  return db.transaction().execute(async (trx) => {
    const up = await ownPrize(trx, userId, id, campaignId)
    // A prize received from someone else is not passed on again: one hop only.
    if (up.from_user_prize_id)
      throw conflict('a received prize cannot be transferred again', API_CODES.PRIZE_STATE)
    const token = crypto.randomBytes(16).toString('hex')
    const r = await trx
      .updateTable('user_prizes')
      .set({ status: 'transferring', transfer_token: token, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'won')
      .executeTakeFirst()
    if (r.numUpdatedRows === 0n) throw stateError(up.status)
    return {
      userPrize: await userPrizeView(trx, await ownPrize(trx, userId, id), userId),
      token,
      link: TRANSFER_LINK(token),
    }
  })
}

export async function accept(
  db: Kysely<DB>,
  userId: number,
  token: string,
  campaignId?: number,
): Promise<UserPrize> {
  return db.transaction().execute(async (trx) => {
    const up = await trx
      .selectFrom('user_prizes')
      .selectAll()
      .where('transfer_token', '=', token)
      .executeTakeFirst()
    if (!up || (campaignId && up.campaign_id !== campaignId)) throw notFound('transfer link not found')
    if (up.user_id === userId)
      throw conflict('you cannot accept your own prize', API_CODES.TRANSFER_OWN_PRIZE)
    const r = await trx
      .updateTable('user_prizes')
      .set({ status: 'accepted', accepted_by: userId, updated_at: new Date().toISOString() })
      .where('id', '=', up.id)
      .where('status', '=', 'transferring')
      .executeTakeFirst()
    if (r.numUpdatedRows === 0n) throw conflict('this transfer link was already used', API_CODES.PRIZE_STATE)
    const now = new Date().toISOString()
    const mine = await trx
      .insertInto('user_prizes')
      .values({
        user_id: userId,
        prize_id: up.prize_id,
        campaign_id: up.campaign_id,
        source: 'transfer',
        status: 'won',
        redeem_code: null,
        address_json: null,
        bound_account: null,
        transfer_token: null,
        accepted_by: null,
        from_user_prize_id: up.id,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return userPrizeView(trx, mine, userId)
  })
}
