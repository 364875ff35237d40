// Collector campaign (campaign 2): collect a place's card by being within 2 km of it (once,
// for its points), spend points in the gift shop; gifts are redeemed, transferred and
// accepted like summer prizes, scoped to this campaign.
import type { FastifyInstance } from 'fastify'
import type { Repositories } from '../repositories'
import { defineRoute, userOf } from '../lib/route'
import * as X from '../../types/api/capture'
import * as C from '../../types/api/campaign'
import { assertOpen, completeTask, findCampaign, isOpen, taskList, userCampaign } from '../services/campaigns'
import { getPrize, prizeView, redeem } from '../services/prizes'
import { collectCard, exchangeGift } from '../services/capture'
import { accept, transfer } from '../services/prize-transfer'
import { idempotencyKeyOf } from '../services/idempotency'
import { placeBrief } from '../repositories/journeys'
import { haversineKm } from '../lib/geo'
import { badRequest, orNotFound } from '../errors'

const tags = ['capture']
const CAPTURE = C.CAMPAIGN_IDS.capture
const COLLECT_RADIUS_KM = 2

async function items(repos: Repositories, userId: number | null): Promise<X.CaptureItem[]> {
  const rows = await repos.capture.listItems(CAPTURE)
  const places = await repos.places.findByIds(rows.map((r) => r.place_id ?? 0))
  const mine = userId ? await repos.capture.listCollected(userId) : []
  return rows.map((r) => {
    const p = places.find((x) => x.id === r.place_id)
    const got = mine.find((m) => m.item_id === r.id)
    return {
      id: r.id,
      name: r.name,
      image: r.image,
      rarity: r.rarity,
      points: r.points,
      place: p ? placeBrief(p) : null,
      collected: Boolean(got),
      collectedAt: got?.created_at ?? null,
    }
  })
}

export default async function captureRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/capture/home_page_info',
    tags,
    auth: 'optional',
    summary: 'Collection progress, points, cards and tasks',
    data: X.CaptureHome,
    handler: async ({ repos, user }) => {
      const c = await findCampaign(repos, CAPTURE)
      const list = await items(repos, user?.id ?? null)
      const uc = user ? await userCampaign(repos, user.id, CAPTURE) : null
      return {
        activity: {
          id: c.id,
          title: c.title,
          rules: c.rules,
          startsAt: c.starts_at,
          endsAt: c.ends_at,
          open: isOpen(c),
        },
        points: uc?.points ?? 0,
        collected: list.filter((i) => i.collected).length,
        total: list.length,
        items: list,
        tasks: await taskList(repos, user?.id ?? null, CAPTURE),
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/capture/gift_page_info',
    tags,
    auth: 'optional',
    summary: 'The gift shop and my points',
    data: X.GiftPage,
    handler: async ({ repos, user }) => {
      const gifts = await repos.prizes.listGifts(CAPTURE)
      const uc = user ? await userCampaign(repos, user.id, CAPTURE) : null
      return { points: uc?.points ?? 0, gifts: gifts.map(prizeView) }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/collect',
    tags,
    auth: 'required',
    summary: 'Collect the card of a place you are at (within 2 km); points once per card',
    body: X.CollectBody,
    data: X.CollectResult,
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      assertOpen(await findCampaign(repos, CAPTURE))
      const item = orNotFound(await repos.capture.findItem(CAPTURE, body.itemId), 'card not found')
      const place = item.place_id ? await repos.places.findById(item.place_id) : undefined
      if (place && haversineKm(body.lat, body.lon, place.lat, place.lon) > COLLECT_RADIUS_KM)
        throw badRequest(`go within ${COLLECT_RADIUS_KM} km of ${place.name} to collect this card`)
      const { pointsAdded, points } = await collectCard(repos, user.id, CAPTURE, item)
      return {
        item: (await items(repos, user.id)).find((i) => i.id === item.id)!,
        pointsAdded,
        points,
      }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/do-task',
    tags,
    auth: 'required',
    summary: 'Complete a collector task for points',
    body: C.DoTaskBody,
    data: C.DoTaskResult,
    handler: async ({ repos, body, ...ctx }) =>
      completeTask(repos, userOf(ctx).id, await findCampaign(repos, CAPTURE), body.taskKey),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/exchange_prize',
    tags,
    auth: 'required',
    summary: 'Spend points on a gift (guarded points and stock; Idempotency-Key makes retries safe)',
    body: X.ExchangeBody,
    data: C.UserPrize,
    handler: async ({ repos, body, req, ...ctx }) => {
      const user = userOf(ctx)
      assertOpen(await findCampaign(repos, CAPTURE))
      return exchangeGift(repos, user.id, CAPTURE, body.prizeId, idempotencyKeyOf(req.headers))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/redeem',
    tags,
    auth: 'required',
    summary: 'Redeem a gift once',
    body: C.RedeemBody,
    data: C.UserPrize,
    handler: async ({ repos, body, req, ...ctx }) =>
      redeem(repos, userOf(ctx).id, body.userPrizeId, body.address, idempotencyKeyOf(req.headers), CAPTURE),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/transfer',
    tags,
    auth: 'required',
    summary: 'Make a one-time link passing a gift to a friend',
    body: C.UserPrizeIdBody,
    data: C.TransferResult,
    handler: async ({ repos, body, ...ctx }) => transfer(repos, userOf(ctx).id, body.userPrizeId, CAPTURE),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/capture/get_prize',
    tags,
    auth: 'optional',
    summary: 'One of my gifts by id, or a gift offered by a transfer token',
    query: C.GetPrizeQuery,
    data: C.UserPrize,
    handler: async ({ repos, query, user }) => getPrize(repos, user?.id, query),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/accept_prize',
    tags,
    auth: 'required',
    summary: "Accept a friend's gift (once, by one other user)",
    body: C.AcceptBody,
    data: C.UserPrize,
    handler: async ({ repos, body, ...ctx }) => accept(repos, userOf(ctx).id, body.token, CAPTURE),
  })
}
