// Round-the-world wish campaign (campaign 3): one wish a day, which earns one draw chance; a shared
// wish earns one more each time a distinct signed-in person opens its link (share/opened; at most 3
// per wish and 3 a day; services/wishes.ts). Draws go through draw_lottery (activityId 3); the
// oldest pending wish takes the draw's result.
import type { FastifyInstance } from 'fastify'
import type { Repositories } from '../repositories'
import type { WishRow } from '../repositories/wishes'
import { defineRoute, userOf } from '../lib/route'
import * as W from '../../types/api/wish'
import { CAMPAIGN_IDS } from '../../types/api/campaign'
import { assertOpen, findCampaign } from '../services/campaigns'
import { makeWish, shareWish } from '../services/wishes'
import { orNotFound } from '../errors'

const tags = ['wish']
const WISH = CAMPAIGN_IDS.wish

async function wishView(repos: Repositories, w: WishRow): Promise<W.Wish> {
  const u = orNotFound(await repos.users.findBrief(w.user_id), 'user not found')
  const prizeName = w.user_prize_id ? await repos.prizes.findPrizeName(w.user_prize_id) : undefined
  return {
    id: w.id,
    destination: w.destination,
    text: w.text,
    shares: w.shares,
    result: w.result,
    prizeName: prizeName ?? null,
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
    handler: async ({ repos, ...ctx }) => {
      const rows = await repos.wishes.listByUser(userOf(ctx).id)
      return Promise.all(rows.map((w) => wishView(repos, w)))
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
    handler: async ({ repos, query, ...ctx }) => {
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? 20
      const userId = userOf(ctx).id
      const total = await repos.wishes.countByUser(userId)
      const rows = await repos.wishes.listByUser(userId, { limit: pageSize, offset: (page - 1) * pageSize })
      return {
        list: await Promise.all(rows.map((w) => wishView(repos, w))),
        total,
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
    handler: async ({ repos, query }) => {
      return wishView(repos, orNotFound(await repos.wishes.findById(query.id), 'wish not found'))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/wish/user_wish',
    tags,
    auth: 'required',
    summary: 'Make a wish (one a day; a second one the same day is 409 / 40908); earns one draw chance',
    body: W.MakeWishBody,
    data: W.MakeWishResult,
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const c = await findCampaign(repos, WISH)
      assertOpen(c)
      const made = await makeWish(repos, user.id, {
        destination: body.destination.trim(),
        text: body.text.trim(),
      })
      return { wish: await wishView(repos, made.wish), chancesLeft: made.chancesLeft }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/wish/share',
    tags,
    auth: 'required',
    summary:
      'Share a wish: answers its link; chances come when distinct signed-in people open it (share/opened)',
    body: W.ShareWishBody,
    data: W.ShareWishResult,
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const shared = await shareWish(repos, user.id, body.wishId)
      return {
        wish: await wishView(repos, shared.wish),
        chanceGranted: shared.chanceGranted,
        chancesLeft: shared.chancesLeft,
        link: shared.link,
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/wish/wish_winner_all/get',
    tags,
    summary: 'Everyone whose wish won, newest first',
    data: W.WinnerList,
    handler: ({ repos }) => repos.wishes.listWinners(100),
  })
}
