// Round-the-world wish campaign (campaign 3): a wish earns one draw chance, sharing a wish
// earns one more per day (at most 3 per wish). Draws go through draw_lottery (activityId 3);
// the latest pending wish takes the draw's result.
import dayjs from 'dayjs'
import type { FastifyInstance } from 'fastify'
import type { Kysely, Selectable } from 'kysely'
import type { DB, WishesTable } from '../db/schema'
import { defineRoute, userOf } from '../lib/route'
import * as W from '../../types/api/wish'
import { CAMPAIGN_IDS } from '../../types/api/campaign'
import { API_CODES } from '../../types/api/common'
import { assertOpen, findCampaign, userCampaign } from '../services/campaigns'
import { conflict, notFound } from '../errors'

const tags = ['wish']
const WISH = CAMPAIGN_IDS.wish
const MAX_SHARE_CHANCES = 3
const MAX_OPEN_WISHES = 5

async function wishView(db: Kysely<DB>, w: Selectable<WishesTable>): Promise<W.Wish> {
  const u = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar'])
    .where('id', '=', w.user_id)
    .executeTakeFirstOrThrow()
  const prize = w.user_prize_id
    ? await db
        .selectFrom('user_prizes as up')
        .innerJoin('prizes as p', 'p.id', 'up.prize_id')
        .select('p.name')
        .where('up.id', '=', w.user_prize_id)
        .executeTakeFirst()
    : undefined
  return {
    id: w.id,
    destination: w.destination,
    text: w.text,
    shares: w.shares,
    result: w.result,
    prizeName: prize?.name ?? null,
    user: u,
    createdAt: w.created_at,
  }
}

export default async function wishRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/wish/user_wish_history',
    tags,
    auth: 'required',
    summary: 'All my wishes, newest first',
    data: W.WishList,
    handler: async ({ db, ...ctx }) => {
      const rows = await db
        .selectFrom('wishes')
        .selectAll()
        .where('user_id', '=', userOf(ctx).id)
        .orderBy('id', 'desc')
        .execute()
      return Promise.all(rows.map((w) => wishView(db, w)))
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/wish/user_wish_record_list_and_total_count/get',
    tags,
    auth: 'required',
    summary: 'My wishes, a page at a time, with the total',
    query: W.WishPageQuery,
    data: W.WishPage,
    handler: async ({ db, query, ...ctx }) => {
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? 20
      const base = db.selectFrom('wishes').where('user_id', '=', userOf(ctx).id)
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      const rows = await base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute()
      return {
        list: await Promise.all(rows.map((w) => wishView(db, w))),
        total: Number(total.n),
        page,
        pageSize,
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/wish/wish_detail/get',
    tags,
    summary: 'One wish (wishes are public, like shared journeys)',
    query: W.WishIdQuery,
    data: W.Wish,
    handler: async ({ db, query }) => {
      const w = await db.selectFrom('wishes').selectAll().where('id', '=', query.id).executeTakeFirst()
      if (!w) throw notFound('wish not found')
      return wishView(db, w)
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/wish/user_wish',
    tags,
    auth: 'required',
    summary: 'Make a wish; earns one draw chance',
    body: W.MakeWishBody,
    data: W.MakeWishResult,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      const c = await findCampaign(db, WISH)
      assertOpen(c)
      return db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom('wishes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', user.id)
          .where('result', '=', 'pending')
          .executeTakeFirstOrThrow()
        if (Number(open.n) >= MAX_OPEN_WISHES)
          throw conflict(`at most ${MAX_OPEN_WISHES} wishes can wait for a draw`, API_CODES.LIMIT_REACHED)
        const w = await trx
          .insertInto('wishes')
          .values({
            user_id: user.id,
            campaign_id: WISH,
            destination: body.destination.trim(),
            text: body.text.trim(),
            shares: 0,
            result: 'pending',
            user_prize_id: null,
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await userCampaign(trx, user.id, WISH)
        const uc = await trx
          .updateTable('user_campaigns')
          .set((eb) => ({ chances_earned: eb('chances_earned', '+', 1) }))
          .where('user_id', '=', user.id)
          .where('campaign_id', '=', WISH)
          .returningAll()
          .executeTakeFirstOrThrow()
        return { wish: await wishView(trx, w), chancesLeft: uc.chances_earned - uc.chances_used }
      })
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/wish/share',
    tags,
    auth: 'required',
    summary: 'Share a wish; the first share of a day earns a chance (3 per wish at most)',
    body: W.ShareWishBody,
    data: W.ShareWishResult,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      return db.transaction().execute(async (trx) => {
        const w = await trx
          .selectFrom('wishes')
          .selectAll()
          .where('id', '=', body.wishId)
          .where('user_id', '=', user.id)
          .executeTakeFirst()
        if (!w) throw notFound('wish not found')
        const today = dayjs().format('YYYY-MM-DD')
        const sharedToday = await trx
          .selectFrom('events')
          .select('id')
          .where('channel', '=', 'wish-share')
          .where('user_id', '=', user.id)
          .where('body', '=', `${w.id}:${today}`)
          .executeTakeFirst()
        const grant = !sharedToday && w.shares < MAX_SHARE_CHANCES
        if (!sharedToday)
          await trx
            .insertInto('events')
            .values({
              channel: 'wish-share',
              user_id: user.id,
              body: `${w.id}:${today}`,
              created_at: new Date().toISOString(),
            })
            .execute()
        const updated = await trx
          .updateTable('wishes')
          .set((eb) => ({ shares: grant ? eb('shares', '+', 1) : eb('shares', '+', 0) }))
          .where('id', '=', w.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        await userCampaign(trx, user.id, WISH)
        const uc = await trx
          .updateTable('user_campaigns')
          .set((eb) => ({ chances_earned: eb('chances_earned', '+', grant ? 1 : 0) }))
          .where('user_id', '=', user.id)
          .where('campaign_id', '=', WISH)
          .returningAll()
          .executeTakeFirstOrThrow()
        return {
          wish: await wishView(trx, updated),
          chanceGranted: grant,
          chancesLeft: uc.chances_earned - uc.chances_used,
          link: `/web/prize?wishId=${w.id}`,
        }
      })
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/wish/wish_winner_all/get',
    tags,
    summary: 'Everyone whose wish won, newest first',
    data: W.WinnerList,
    handler: async ({ db }) =>
      await db
        .selectFrom('wishes as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .innerJoin('user_prizes as up', 'up.id', 'w.user_prize_id')
        .innerJoin('prizes as p', 'p.id', 'up.prize_id')
        .select(['u.nickname', 'u.avatar', 'w.destination', 'p.name as prizeName', 'up.created_at as wonAt'])
        .where('w.result', '=', 'won')
        .orderBy('up.id', 'desc')
        .limit(100)
        .execute(),
  })
}
