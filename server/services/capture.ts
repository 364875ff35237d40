// Collector campaign rules (campaign 2): a card's points come once, with the card; gifts cost
// points and stock, both guarded, in one transaction (docs/business-rules.md).
import type { Repositories } from '../repositories'
import type { UserPrize } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { conflict, orNotFound } from '../errors'
import { idempotent } from './idempotency'
import { userPrizeView } from './prizes'

/** Collects a card for the user; its points are added only the first time. */
export function collectCard(
  repos: Repositories,
  userId: number,
  campaignId: number,
  item: { id: number; points: number },
): Promise<{ pointsAdded: number; points: number }> {
  return repos.inTransaction(async (tx) => {
    await tx.campaigns.ensureUserCampaign(userId, campaignId)
    const pointsAdded = (await tx.capture.collect(userId, item.id)) ? item.points : 0
    const uc = await tx.campaigns.earn(userId, campaignId, { points: pointsAdded })
    return { pointsAdded, points: uc.points }
  })
}

/** Spends points on a gift: enough points, then stock left, then the prize; a retry with the key gets the first answer. */
export function exchangeGift(
  repos: Repositories,
  userId: number,
  campaignId: number,
  prizeId: number,
  key?: string,
): Promise<UserPrize> {
  return repos.inTransaction((tx) =>
    idempotent(tx, userId, 'exchange', key, async () => {
      const gift = orNotFound(await tx.prizes.findGift(campaignId, prizeId), 'gift not found')
      await tx.campaigns.ensureUserCampaign(userId, campaignId)
      if (!(await tx.campaigns.spendPoints(userId, campaignId, gift.points_cost)))
        throw conflict('not enough points', API_CODES.NOT_ENOUGH_POINTS)
      // Throwing rolls the payment back with the rest of the transaction.
      if (!(await tx.prizes.takeStock(gift.id)))
        throw conflict('this gift is out of stock', API_CODES.OUT_OF_STOCK)
      const up = await tx.prizes.grant(userId, gift, 'exchange')
      await tx.prizeAudit.write({
        userId,
        campaignId,
        action: 'exchange',
        userPrizeId: up.id,
        prizeId: gift.id,
        toStatus: 'won',
        detail: { points: gift.points_cost },
      })
      return userPrizeView(tx, up, userId)
    }),
  )
}
