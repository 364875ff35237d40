// Summer 2025 ice-cream campaign (SPEC.md section 7, "Summer 2025"). activityId defaults to
// the summer campaign; the draw and prize endpoints also serve the wish campaign (activityId 3).
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as C from '../../types/api/campaign'
import { findCampaign, isOpen, taskList, completeTask, userCampaign } from '../services/campaigns'
import { bindAsset, draw, getPrize, myPrizes, prizeView, redeem } from '../services/prizes'
import { accept, transfer } from '../services/prize-transfer'
import { idempotencyKeyOf } from '../services/idempotency'
import { mediaUrl } from '../lib/media'

const tags = ['summer2025']
const SUMMER = C.CAMPAIGN_IDS.summer2025

export default async function summerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/summer/task-status',
    tags,
    auth: 'optional',
    summary: 'Tasks that earn draw chances, and what I did today',
    query: C.ActivityQuery,
    data: C.TaskStatus,
    handler: async ({ repos, query, user }) => {
      const c = await findCampaign(repos, query.activityId ?? SUMMER)
      const uc = user ? await userCampaign(repos, user.id, c.id) : null
      return {
        activityId: c.id,
        tasks: await taskList(repos, user?.id ?? null, c.id),
        chancesLeft: uc ? uc.chances_earned - uc.chances_used : 0,
      }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/summer/do-task',
    tags,
    auth: 'required',
    summary: 'Complete a task and earn its chances',
    body: C.DoTaskBody,
    data: C.DoTaskResult,
    handler: async ({ repos, body, ...ctx }) =>
      completeTask(repos, userOf(ctx).id, await findCampaign(repos, body.activityId ?? SUMMER), body.taskKey),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/activity/lottery_user_info',
    tags,
    auth: 'required',
    summary: 'My chances, points and the prize pool',
    query: C.ActivityQuery,
    data: C.LotteryUserInfo,
    handler: async ({ repos, query, ...ctx }) => {
      const user = userOf(ctx)
      const c = await findCampaign(repos, query.activityId ?? SUMMER)
      const uc = await userCampaign(repos, user.id, c.id)
      const pool = await repos.prizes.listByCampaign(c.id)
      const won = await repos.prizes.countUserPrizes(user.id, c.id)
      return {
        activityId: c.id,
        title: c.title,
        startsAt: c.starts_at,
        endsAt: c.ends_at,
        open: isOpen(c),
        chancesEarned: uc.chances_earned,
        chancesUsed: uc.chances_used,
        chancesLeft: uc.chances_earned - uc.chances_used,
        points: uc.points,
        prizesWon: won,
        pool: pool.map(prizeView),
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/summer/journey',
    tags,
    summary: 'The journeys featured by the summer campaign',
    data: C.JourneyCardList,
    handler: async ({ repos }) => {
      const c = await findCampaign(repos, SUMMER)
      const ids = (JSON.parse(c.config_json) as { journeyIds?: number[] }).journeyIds ?? []
      const rows = await repos.journeys.findLiveByIds(ids)
      return ids
        .map((id) => rows.find((r) => r.id === id))
        .filter((r) => r !== undefined)
        .map((r) => ({
          id: r.id,
          title: r.title,
          cover: mediaUrl.journeyCover(r.id),
          dayCount: r.days,
          cities: JSON.parse(r.cities_json),
          views: r.views,
        }))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/draw_lottery',
    tags,
    auth: 'required',
    summary:
      'Draw once: uses a chance, picks a prize by weight from remaining stock (Idempotency-Key makes retries safe)',
    body: C.DrawBody,
    data: C.DrawResult,
    handler: async ({ repos, body, req, ...ctx }) =>
      draw(
        repos,
        userOf(ctx).id,
        await findCampaign(repos, body.activityId ?? SUMMER),
        idempotencyKeyOf(req.headers),
      ),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/user_prize',
    tags,
    auth: 'required',
    summary: 'My prizes in a campaign',
    query: C.ActivityQuery,
    data: C.UserPrizeList,
    handler: async ({ repos, query, ...ctx }) => myPrizes(repos, userOf(ctx).id, query.activityId ?? SUMMER),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/redeem_prize',
    tags,
    auth: 'required',
    summary: 'Redeem a prize once (physical prizes need an address)',
    body: C.RedeemBody,
    data: C.UserPrize,
    handler: async ({ repos, body, req, ...ctx }) =>
      redeem(repos, userOf(ctx).id, body.userPrizeId, body.address, idempotencyKeyOf(req.headers)),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/transfer_prize',
    tags,
    auth: 'required',
    summary: 'Make a one-time link that passes a prize to one friend',
    body: C.UserPrizeIdBody,
    data: C.TransferResult,
    handler: async ({ repos, body, ...ctx }) => transfer(repos, userOf(ctx).id, body.userPrizeId),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/accept_prize',
    tags,
    auth: 'required',
    summary: "Accept a friend's prize through its link (once, by one other user)",
    body: C.AcceptBody,
    data: C.UserPrize,
    handler: async ({ repos, body, ...ctx }) => accept(repos, userOf(ctx).id, body.token),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/bind_prize_asset',
    tags,
    auth: 'required',
    summary: 'Bind a coupon or virtual prize to an app account (redeems it)',
    body: C.BindBody,
    data: C.UserPrize,
    handler: async ({ repos, body, ...ctx }) =>
      bindAsset(repos, userOf(ctx).id, body.userPrizeId, body.account),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/get_prize',
    tags,
    auth: 'optional',
    summary: 'One of my prizes by id, or a prize offered through a transfer token',
    query: C.GetPrizeQuery,
    data: C.UserPrize,
    handler: async ({ repos, query, user }) => getPrize(repos, user?.id, query),
  })
}
