// Wish campaign rules (campaign 3, docs/business-rules.md): a wish earns one draw chance, at most
// MAX_OPEN_WISHES wait for a draw at once; the first share of a wish on a day earns one more, at
// most MAX_SHARE_CHANCES per wish.
import dayjs from 'dayjs'
import type { Repositories } from '../repositories'
import type { WishRow } from '../repositories/wishes'
import { CAMPAIGN_IDS } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { conflict, orNotFound } from '../errors'

const WISH = CAMPAIGN_IDS.wish
const MAX_SHARE_CHANCES = 3
const MAX_OPEN_WISHES = 5

export function makeWish(
  repos: Repositories,
  userId: number,
  wish: { destination: string; text: string },
): Promise<{ wish: WishRow; chancesLeft: number }> {
  return repos.inTransaction(async (tx) => {
    if ((await tx.wishes.countByUser(userId, 'pending')) >= MAX_OPEN_WISHES)
      throw conflict(`at most ${MAX_OPEN_WISHES} wishes can wait for a draw`, API_CODES.LIMIT_REACHED)
    const w = await tx.wishes.create({ userId, campaignId: WISH, ...wish })
    await tx.campaigns.ensureUserCampaign(userId, WISH)
    const uc = await tx.campaigns.earn(userId, WISH, { chances: 1 })
    return { wish: w, chancesLeft: uc.chances_earned - uc.chances_used }
  })
}

export function shareWish(
  repos: Repositories,
  userId: number,
  wishId: number,
): Promise<{ wish: WishRow; chanceGranted: boolean; chancesLeft: number }> {
  return repos.inTransaction(async (tx) => {
    const w = orNotFound(await tx.wishes.findOwn(userId, wishId), 'wish not found')
    const firstToday = await tx.wishes.recordShare(userId, w.id, dayjs().format('YYYY-MM-DD'))
    const grant = firstToday && w.shares < MAX_SHARE_CHANCES
    const updated = await tx.wishes.addShare(w.id, grant)
    await tx.campaigns.ensureUserCampaign(userId, WISH)
    const uc = await tx.campaigns.earn(userId, WISH, { chances: grant ? 1 : 0 })
    return { wish: updated, chanceGranted: grant, chancesLeft: uc.chances_earned - uc.chances_used }
  })
}
