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
    handler: async ({ db, query, user }) => {
      const c = await findCampaign(db, query.activityId ?? SUMMER)
      const uc = user ? await userCampaign(db, user.id, c.id) : null
      return {
        activityId: c.id,
        tasks: await taskList(db, user?.id ?? null, c.id),
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
    handler: async ({ db, body, ...ctx }) =>
      completeTask(db, userOf(ctx).id, await findCampaign(db, body.activityId ?? SUMMER), body.taskKey),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/activity/lottery_user_info',
    tags,
    auth: 'required',
    summary: 'My chances, points and the prize pool',
    query: C.ActivityQuery,
    data: C.LotteryUserInfo,
    handler: async ({ db, query, ...ctx }) => {
      const user = userOf(ctx)
      const c = await findCampaign(db, query.activityId ?? SUMMER)
      const uc = await userCampaign(db, user.id, c.id)
      const pool = await db
        .selectFrom('prizes')
        .selectAll()
        .where('campaign_id', '=', c.id)
        .orderBy('id')
        .execute()
      const won = await db
        .selectFrom('user_prizes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .where('campaign_id', '=', c.id)
        .executeTakeFirstOrThrow()
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
        prizesWon: Number(won.n),
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
    handler: async ({ db }) => {
      const c = await findCampaign(db, SUMMER)
      const ids = (JSON.parse(c.config_json) as { journeyIds?: number[] }).journeyIds ?? []
      const rows = await db
        .selectFrom('journeys')
        .selectAll()
        .where('id', 'in', ids.length ? ids : [0])
        .where('deleted_at', 'is', null)
        .execute()
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
    handler: async ({ db, body, req, ...ctx }) =>
      draw(
        db,
        userOf(ctx).id,
        await findCampaign(db, body.activityId ?? SUMMER),
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
    handler: async ({ db, query, ...ctx }) => myPrizes(db, userOf(ctx).id, query.activityId ?? SUMMER),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/redeem_prize',
    tags,
    auth: 'required',
    summary: 'Redeem a prize once (physical prizes need an address)',
    body: C.RedeemBody,
    data: C.UserPrize,
    handler: async ({ db, body, req, ...ctx }) =>
      redeem(db, userOf(ctx).id, body.userPrizeId, body.address, idempotencyKeyOf(req.headers)),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/transfer_prize',
    tags,
    auth: 'required',
    summary: 'Make a one-time link that passes a prize to one friend',
    body: C.UserPrizeIdBody,
    data: C.TransferResult,
    handler: async ({ db, body, ...ctx }) => transfer(db, userOf(ctx).id, body.userPrizeId),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/accept_prize',
    tags,
    auth: 'required',
    summary: "Accept a friend's prize through its link (once, by one other user)",
    body: C.AcceptBody,
    data: C.UserPrize,
    handler: async ({ db, body, ...ctx }) => accept(db, userOf(ctx).id, body.token),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/bind_prize_asset',
    tags,
    auth: 'required',
    summary: 'Bind a coupon or virtual prize to an app account (redeems it)',
    body: C.BindBody,
    data: C.UserPrize,
    handler: async ({ db, body, ...ctx }) => bindAsset(db, userOf(ctx).id, body.userPrizeId, body.account),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/get_prize',
    tags,
    auth: 'optional',
    summary: 'One of my prizes by id, or a prize offered through a transfer token',
    query: C.GetPrizeQuery,
    data: C.UserPrize,
    handler: async ({ db, query, user }) => getPrize(db, user?.id, query),
  })
}
