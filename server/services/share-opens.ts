// A signed-in person opened a link someone shared (issue 15; docs/business-rules.md "Shared-link
// opens"). The open is evidence: for the wish campaign it earns the wish's owner a chance at once
// (one per distinct opener, at most WISH_OPEN_CHANCES_PER_WISH per wish and WISH_OPEN_CHANCES_PER_DAY
// per sharer and day); for journeys and the campaign link it is what server-checked tasks claim.
import type { Repositories } from '../repositories'
import type { ShareOpenedBody, ShareOpenedResult } from '../../types/api/campaign'
import { notFound, orNotFound } from '../errors'
import { isOpen, today } from './campaigns'

export const WISH_OPEN_CHANCES_PER_WISH = 3
export const WISH_OPEN_CHANCES_PER_DAY = 3

/** 404 unless the target exists and may be shared by `sharer`. */
async function assertTarget(tx: Repositories, o: ShareOpenedBody): Promise<void> {
  orNotFound(await tx.users.findById(o.sharer), 'sharer not found')
  if (o.kind === 'journey') {
    const j = await tx.journeys.findById(o.id)
    // Only a journey anyone may read counts: a private or deleted one is not found here.
    if (!j || j.deleted_at || j.visibility === 'private') throw notFound('journey not found')
  } else if (o.kind === 'wish') {
    orNotFound(await tx.wishes.findOwn(o.sharer, o.id), 'wish not found')
  } else {
    orNotFound(await tx.campaigns.findById(o.id), 'activity not found')
  }
}

export function shareOpened(
  repos: Repositories,
  openerId: number,
  o: ShareOpenedBody,
): Promise<ShareOpenedResult> {
  return repos.inTransaction(async (tx) => {
    await assertTarget(tx, o)
    if (openerId === o.sharer) return { counted: false }
    const day = today()
    const open = { kind: o.kind, targetId: o.id, sharerId: o.sharer, openerId }
    if (!(await tx.shareOpens.record({ ...open, day }))) return { counted: false }
    if (o.kind !== 'wish') return { counted: true }
    const wish = (await tx.wishes.findById(o.id))!
    const campaign = await tx.campaigns.findById(wish.campaign_id)
    if (!campaign || !isOpen(campaign)) return { counted: false }
    // Lock the sharer's row first (an UPDATE that changes nothing), so concurrent opens on PostgreSQL
    // count one after the other and the caps hold.
    await tx.campaigns.ensureUserCampaign(o.sharer, campaign.id)
    await tx.campaigns.earn(o.sharer, campaign.id, {})
    const perWish = await tx.shareOpens.countGranted('wish', o.sharer, { targetId: o.id })
    const perDay = await tx.shareOpens.countGranted('wish', o.sharer, { day })
    if (perWish >= WISH_OPEN_CHANCES_PER_WISH || perDay >= WISH_OPEN_CHANCES_PER_DAY)
      return { counted: false }
    await tx.shareOpens.markGranted(open)
    await tx.campaigns.earn(o.sharer, campaign.id, { chances: 1 })
    return { counted: true }
  })
}
