// Wish campaign rules (campaign 3, issue 15, docs/business-rules.md "Wish chances"): chances come
// only from the rules, and nothing resets after a draw.
// - One wish per user and calendar day (today() of services/campaigns.ts); it earns one chance.
// - Sharing a wish earns nothing by itself: it counts the share and answers the link. A chance comes
//   when a distinct signed-in person opens that link (share/opened kind wish, services/share-opens.ts),
//   at most 3 per wish and 3 per user and day.
import type { Repositories } from '../repositories'
import type { WishRow } from '../repositories/wishes'
import { CAMPAIGN_IDS } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { conflict, orNotFound } from '../errors'
import { today } from './campaigns'

const WISH = CAMPAIGN_IDS.wish

export function makeWish(
  repos: Repositories,
  userId: number,
  wish: { destination: string; text: string },
): Promise<{ wish: WishRow; chancesLeft: number }> {
  return repos.inTransaction(async (tx) => {
    const w = await tx.wishes.createOnDay({ userId, campaignId: WISH, day: today(), ...wish })
    if (!w)
      throw conflict(
        'one wish a day: you made today’s wish already, come back tomorrow',
        API_CODES.LIMIT_REACHED,
      )
    await tx.campaigns.ensureUserCampaign(userId, WISH)
    const uc = await tx.campaigns.earn(userId, WISH, { chances: 1 })
    return { wish: w, chancesLeft: uc.chances_earned - uc.chances_used }
  })
}

/** Counts a share of my wish (the first of a day) and answers the link friends open; no chance by itself. */
export function shareWish(
  repos: Repositories,
  userId: number,
  wishId: number,
): Promise<{ wish: WishRow; chanceGranted: boolean; chancesLeft: number; link: string }> {
  return repos.inTransaction(async (tx) => {
    const w = orNotFound(await tx.wishes.findOwn(userId, wishId), 'wish not found')
    const firstToday = await tx.wishes.recordShare(userId, w.id, today())
    const updated = firstToday ? await tx.wishes.addShare(w.id, true) : w
    const uc = await tx.campaigns.ensureUserCampaign(userId, WISH)
    return {
      wish: updated,
      chanceGranted: false,
      chancesLeft: uc.chances_earned - uc.chances_used,
      link: `/web/prize?wishId=${w.id}&sharer=${userId}`,
    }
  })
}
