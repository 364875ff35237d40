// Collector campaign (campaign 2): collect a place's card by being within 2 km of it (once,
// for its points), spend points in the gift shop; gifts are redeemed, transferred and
// accepted like summer prizes, scoped to this campaign.
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { defineRoute, userOf } from '../lib/route'
import * as X from '../../types/api/capture'
import * as C from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { assertOpen, completeTask, findCampaign, isOpen, taskList, userCampaign } from '../services/campaigns'
import { getPrize, grantPrize, prizeView, redeem, takeStock, userPrizeView } from '../services/prizes'
import { accept, transfer } from '../services/prize-transfer'
import { idempotent, idempotencyKeyOf } from '../services/idempotency'
import { placeBrief } from '../repositories/journeys'
import { haversineKm } from '../lib/geo'
import { badRequest, conflict, notFound } from '../errors'

const tags = ['capture']
const CAPTURE = C.CAMPAIGN_IDS.capture
const COLLECT_RADIUS_KM = 2

async function items(db: Kysely<DB>, userId: number | null): Promise<X.CaptureItem[]> {
  const rows = await db
    .selectFrom('capture_items')
    .selectAll()
    .where('campaign_id', '=', CAPTURE)
    .orderBy('id')
    .execute()
  const places = await db
    .selectFrom('places')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((r) => r.place_id ?? 0),
    )
    .execute()
  const mine = userId
    ? await db.selectFrom('user_capture_items').selectAll().where('user_id', '=', userId).execute()
    : []
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
    handler: async ({ db, user }) => {
      const c = await findCampaign(db, CAPTURE)
      const list = await items(db, user?.id ?? null)
      const uc = user ? await userCampaign(db, user.id, CAPTURE) : null
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
        tasks: await taskList(db, user?.id ?? null, CAPTURE),
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
    handler: async ({ db, user }) => {
      const gifts = await db
        .selectFrom('prizes')
        .selectAll()
        .where('campaign_id', '=', CAPTURE)
        .where('points_cost', '>', 0)
        .orderBy('points_cost')
        .execute()
      const uc = user ? await userCampaign(db, user.id, CAPTURE) : null
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
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      assertOpen(await findCampaign(db, CAPTURE))
      const item = await db
        .selectFrom('capture_items')
        .selectAll()
        .where('id', '=', body.itemId)
        .where('campaign_id', '=', CAPTURE)
        .executeTakeFirst()
      if (!item) throw notFound('card not found')
      const place = item.place_id
        ? await db.selectFrom('places').selectAll().where('id', '=', item.place_id).executeTakeFirst()
        : undefined
      if (place && haversineKm(body.lat, body.lon, place.lat, place.lon) > COLLECT_RADIUS_KM)
        throw badRequest(`go within ${COLLECT_RADIUS_KM} km of ${place.name} to collect this card`)
      return db.transaction().execute(async (trx) => {
        await userCampaign(trx, user.id, CAPTURE)
        const added = await trx
          .insertInto('user_capture_items')
          .values({ user_id: user.id, item_id: item.id, created_at: new Date().toISOString() })
          .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
          .executeTakeFirst()
        const pointsAdded = Number(added.numInsertedOrUpdatedRows ?? 0n) > 0 ? item.points : 0
        const uc = await trx
          .updateTable('user_campaigns')
          .set((eb) => ({ points: eb('points', '+', pointsAdded) }))
          .where('user_id', '=', user.id)
          .where('campaign_id', '=', CAPTURE)
          .returningAll()
          .executeTakeFirstOrThrow()
        return {
          item: (await items(trx, user.id)).find((i) => i.id === item.id)!,
          pointsAdded,
          points: uc.points,
        }
      })
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
    handler: async ({ db, body, ...ctx }) =>
      completeTask(db, userOf(ctx).id, await findCampaign(db, CAPTURE), body.taskKey),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/exchange_prize',
    tags,
    auth: 'required',
    summary: 'Spend points on a gift (guarded points and stock; Idempotency-Key makes retries safe)',
    body: X.ExchangeBody,
    data: C.UserPrize,
    handler: async ({ db, body, req, ...ctx }) => {
      const user = userOf(ctx)
      assertOpen(await findCampaign(db, CAPTURE))
      return db.transaction().execute((trx) =>
        idempotent(trx, user.id, 'exchange', idempotencyKeyOf(req.headers), async () => {
          const gift = await trx
            .selectFrom('prizes')
            .selectAll()
            .where('id', '=', body.prizeId)
            .where('campaign_id', '=', CAPTURE)
            .where('points_cost', '>', 0)
            .executeTakeFirst()
          if (!gift) throw notFound('gift not found')
          await userCampaign(trx, user.id, CAPTURE)
          const paid = await trx
            .updateTable('user_campaigns')
            .set((eb) => ({ points: eb('points', '-', gift.points_cost) }))
            .where('user_id', '=', user.id)
            .where('campaign_id', '=', CAPTURE)
            .where('points', '>=', gift.points_cost)
            .executeTakeFirst()
          if (paid.numUpdatedRows === 0n) throw conflict('not enough points', API_CODES.NOT_ENOUGH_POINTS)
          // Throwing rolls the payment back with the rest of the transaction.
          if (!(await takeStock(trx, gift.id)))
            throw conflict('this gift is out of stock', API_CODES.OUT_OF_STOCK)
          return userPrizeView(trx, await grantPrize(trx, user.id, gift, 'exchange'), user.id)
        }),
      )
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
    handler: async ({ db, body, req, ...ctx }) =>
      redeem(db, userOf(ctx).id, body.userPrizeId, body.address, idempotencyKeyOf(req.headers), CAPTURE),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/transfer',
    tags,
    auth: 'required',
    summary: 'Make a one-time link passing a gift to a friend',
    body: C.UserPrizeIdBody,
    data: C.TransferResult,
    handler: async ({ db, body, ...ctx }) => transfer(db, userOf(ctx).id, body.userPrizeId, CAPTURE),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/capture/get_prize',
    tags,
    auth: 'optional',
    summary: 'One of my gifts by id, or a gift offered by a transfer token',
    query: C.GetPrizeQuery,
    data: C.UserPrize,
    handler: async ({ db, query, user }) => getPrize(db, user?.id, query),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/capture/accept_prize',
    tags,
    auth: 'required',
    summary: "Accept a friend's gift (once, by one other user)",
    body: C.AcceptBody,
    data: C.UserPrize,
    handler: async ({ db, body, ...ctx }) => accept(db, userOf(ctx).id, body.token, CAPTURE),
  })
}
