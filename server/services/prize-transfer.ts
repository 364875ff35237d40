// Passing a prize to a friend: the owner makes a one-time link (won -> transferring), one other
// user accepts it (transferring -> accepted, and a new won prize for them). Both steps are
// guarded transitions checked by row count (prizes repository transitionUserPrize); see
// docs/business-rules.md.
import crypto from 'node:crypto'
import type { Repositories } from '../repositories'
import type { UserPrize } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { conflict, orNotFound } from '../errors'
import { ownPrize, stateError, userPrizeView } from './prizes'

const TRANSFER_LINK = (token: string) => `/web/activity/summer2025/records?acceptToken=${token}`

export async function transfer(repos: Repositories, userId: number, id: number, campaignId?: number) {
  return repos.inTransaction(async (tx) => {
    const up = await ownPrize(tx, userId, id, campaignId)
    // A prize received from someone else is not passed on again: one hop only.
    if (up.from_user_prize_id)
      throw conflict('a received prize cannot be transferred again', API_CODES.PRIZE_STATE)
    const token = crypto.randomBytes(16).toString('hex')
    if (!(await tx.prizes.transitionUserPrize(id, 'won', 'transferring', { transfer_token: token })))
      throw stateError(up.status)
    return {
      userPrize: await userPrizeView(tx, await ownPrize(tx, userId, id), userId),
      token,
      link: TRANSFER_LINK(token),
    }
  })
}

export async function accept(
  repos: Repositories,
  userId: number,
  token: string,
  campaignId?: number,
): Promise<UserPrize> {
  return repos.inTransaction(async (tx) => {
    const found = await tx.prizes.findByTransferToken(token)
    const up = orNotFound(
      found && (!campaignId || found.campaign_id === campaignId) ? found : undefined,
      'transfer link not found',
    )
    if (up.user_id === userId)
      throw conflict('you cannot accept your own prize', API_CODES.TRANSFER_OWN_PRIZE)
    if (!(await tx.prizes.transitionUserPrize(up.id, 'transferring', 'accepted', { accepted_by: userId })))
      throw conflict('this transfer link was already used', API_CODES.PRIZE_STATE)
    const mine = await tx.prizes.grant(
      userId,
      { id: up.prize_id, campaign_id: up.campaign_id },
      'transfer',
      up.id,
    )
    return userPrizeView(tx, mine, userId)
  })
}
