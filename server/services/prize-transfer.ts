// Passing a prize to a friend: the owner makes a one-time link (won -> transferring), one other
// user accepts it (transferring -> accepted, and a new won prize for them). Both steps are
// guarded transitions checked by row count (prizes repository transitionUserPrize); see
// docs/business-rules.md. A link nobody accepted expires after 72 h (prize-expiry.ts).
import crypto from 'node:crypto'
import type { Repositories } from '../repositories'
import type { UserPrize } from '../../types/api/campaign'
import { CAMPAIGN_IDS } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { conflict, orNotFound } from '../errors'
import { ownPrize, refusal, userPrizeView } from './prizes'
import { expireDue } from './prize-expiry'

/** The page where a friend accepts a prize of each campaign (summer records, capture gift shop, wish prize page). */
export function transferLink(campaignId: number, token: string): string {
  const page =
    campaignId === CAMPAIGN_IDS.capture
      ? '/web/activity/capture/giftshop'
      : campaignId === CAMPAIGN_IDS.wish
        ? '/web/prize'
        : '/web/activity/summer2025/records'
  return `${page}?acceptToken=${token}`
}

const taken = () =>
  conflict('this transfer link was already accepted, or it expired', API_CODES.TRANSFER_TAKEN)

export async function transfer(repos: Repositories, userId: number, id: number, campaignId?: number) {
  await expireDue(repos, { userId })
  return repos.inTransaction(async (tx) => {
    const up = await ownPrize(tx, userId, id, campaignId)
    // A prize received from someone else is not passed on again: one hop only.
    if (up.from_user_prize_id)
      throw conflict('a received prize cannot be transferred again', API_CODES.PRIZE_STATE)
    const token = crypto.randomBytes(16).toString('hex')
    const moved = await tx.prizes.transitionUserPrize(
      id,
      'won',
      'transferring',
      { transfer_token: token },
      { action: 'transfer' },
    )
    if (!moved) throw await refusal(tx, userId, id)
    return {
      userPrize: await userPrizeView(tx, await ownPrize(tx, userId, id), userId),
      token,
      link: transferLink(up.campaign_id, token),
    }
  })
}

export async function accept(
  repos: Repositories,
  userId: number,
  token: string,
  campaignId?: number,
): Promise<UserPrize> {
  await expireDue(repos, { token })
  return repos.inTransaction(async (tx) => {
    const found = await tx.prizes.findByTransferToken(token)
    if (!found && (await tx.prizeAudit.wasExpiredToken(token))) throw taken()
    const up = orNotFound(
      found && (!campaignId || found.campaign_id === campaignId) ? found : undefined,
      'transfer link not found',
    )
    if (up.user_id === userId)
      throw conflict('you cannot accept your own prize', API_CODES.TRANSFER_OWN_PRIZE)
    const moved = await tx.prizes.transitionUserPrize(
      up.id,
      'transferring',
      'accepted',
      { accepted_by: userId },
      { action: 'accept', by: userId },
    )
    if (!moved) throw taken()
    const mine = await tx.prizes.grant(
      userId,
      { id: up.prize_id, campaign_id: up.campaign_id },
      'transfer',
      up.id,
    )
    return userPrizeView(tx, mine, userId)
  })
}
