// Issue 15: shared-link opens (the evidence behind server-checked tasks and wish chances) and the
// operators' prize endpoints (admin only, audited): a prize's stock and weight, a campaign's miss
// weight, and the prize audit log.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as C from '../../types/api/campaign'
import { orNotFound } from '../errors'
import { prizeView } from '../services/prizes'
import { shareOpened } from '../services/share-opens'

export default async function prizeOpsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/share/opened',
    tags: ['campaigns'],
    auth: 'required',
    summary:
      'A signed-in person opened a shared journey, wish or campaign link; counted once per opener (not the sharer)',
    body: C.ShareOpenedBody,
    data: C.ShareOpenedResult,
    handler: async ({ repos, body, ...ctx }) => shareOpened(repos, userOf(ctx).id, body),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/admin/prize/update',
    tags: ['operators'],
    auth: 'admin',
    summary: "Set a prize's stock and/or draw weight (admins; audited)",
    body: C.AdminPrizeBody,
    data: C.Prize,
    handler: async ({ repos, body, ...ctx }) => {
      const admin = userOf(ctx)
      return repos.inTransaction(async (tx) => {
        const before = orNotFound(await tx.prizes.findById(body.prizeId), 'prize not found')
        const after = (await tx.prizes.update(before.id, { stock: body.stock, weight: body.weight }))!
        await tx.prizeAudit.write({
          userId: admin.id,
          campaignId: after.campaign_id,
          action: 'admin',
          prizeId: after.id,
          detail: {
            stock: [before.stock, after.stock],
            weight: [before.weight, after.weight],
          },
        })
        return prizeView(after)
      })
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/admin/campaign/update',
    tags: ['operators'],
    auth: 'admin',
    summary: 'Set a campaign\'s weight of "no prize this time" (admins; audited)',
    body: C.AdminCampaignBody,
    data: C.AdminCampaignResult,
    handler: async ({ repos, body, ...ctx }) => {
      const admin = userOf(ctx)
      return repos.inTransaction(async (tx) => {
        const before = orNotFound(await tx.campaigns.findById(body.campaignId), 'activity not found')
        const after = (await tx.campaigns.setMissWeight(before.id, body.missWeight))!
        await tx.prizeAudit.write({
          userId: admin.id,
          campaignId: after.id,
          action: 'admin',
          detail: { missWeight: [before.miss_weight, after.miss_weight] },
        })
        return { campaignId: after.id, missWeight: after.miss_weight }
      })
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/admin/prize/audit',
    tags: ['operators'],
    auth: 'admin',
    summary: 'Recent prize audit rows, newest first, of a campaign and/or a user (admins)',
    query: C.PrizeAuditQuery,
    data: C.PrizeAuditList,
    handler: async ({ repos, query }) => {
      const rows = await repos.prizeAudit.list({
        campaignId: query.campaignId,
        userId: query.userId,
        limit: query.limit ?? 50,
      })
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        campaignId: r.campaign_id,
        action: r.action,
        userPrizeId: r.user_prize_id,
        prizeId: r.prize_id,
        fromStatus: r.from_status,
        toStatus: r.to_status,
        detail: JSON.parse(r.detail_json) as Record<string, unknown>,
        createdAt: r.created_at,
      }))
    },
  })
}
