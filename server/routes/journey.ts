// Journey endpoints (SPEC.md section 7, "Journey").
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as J from '../../types/api/journey'
import {
  countJourney,
  assertReadable,
  cachedJourneyDetail,
  findJourney,
  journeyDetail,
  roleIn,
  viewSharedJourney,
} from '../repositories/journeys'
import { climateNormalWeather } from '../services/weather'
import { badRequest, forbidden, notFound } from '../errors'

const tags = ['journey']
const MINI_APP_ID = 'wx0000000000trip'

export default async function journeyRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/web/journey/detail',
    tags,
    auth: 'optional',
    summary: 'A shared journey, as anyone with the link sees it',
    query: J.JourneyIdQuery,
    data: J.JourneyDetail,
    handler: ({ db, query, user }) => viewSharedJourney(db, query.id, user?.id),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/journey/detail',
    tags,
    auth: 'required',
    summary: 'A journey as its owner, a co-editor or a signed-in reader sees it',
    query: J.JourneyIdQuery,
    data: J.MyJourneyDetail,
    handler: async ({ db, query, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(db, query.id)
      await assertReadable(db, j, user.id)
      const role = await roleIn(db, j, user.id)
      return { ...(await cachedJourneyDetail(db, j)), role, canEdit: role !== 'viewer' }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/web/journey/admin_detail',
    tags,
    auth: 'admin',
    summary: 'A journey with review status, visibility, owner, reports and timestamps (admins)',
    query: J.JourneyIdQuery,
    data: J.AdminJourneyDetail,
    handler: async ({ db, query }) => {
      const j = await db.selectFrom('journeys').selectAll().where('id', '=', query.id).executeTakeFirst()
      if (!j) throw notFound('journey not found')
      return {
        ...(await journeyDetail(db, j)),
        admin: {
          ownerId: j.owner_id,
          reviewStatus: j.review_status,
          visibility: j.visibility,
          reportCount: j.report_count,
          createdAt: j.created_at,
          updatedAt: j.updated_at,
          deletedAt: j.deleted_at,
        },
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/web/journey/get_weather',
    tags,
    auth: 'optional',
    summary: 'Weather per day of a journey (climate-normal model by default)',
    query: J.JourneyIdQuery,
    data: J.WeatherList,
    handler: async ({ db, query, user }) => {
      const j = await findJourney(db, query.id)
      await assertReadable(db, j, user?.id)
      const days = await db
        .selectFrom('journey_days as d')
        .innerJoin('journey_items as i', 'i.day_id', 'd.id')
        .innerJoin('places as p', 'p.id', 'i.place_id')
        .select(['d.day_index', 'd.date', 'p.city', 'p.lat', 'p.lon'])
        .where('d.journey_id', '=', j.id)
        .orderBy('d.day_index')
        .orderBy('i.seq', 'desc')
        .execute()
      // The last place of each day stands for the day's city.
      const byDay = new Map<number, (typeof days)[number]>()
      for (const d of days) byDay.set(d.day_index, d)
      const list = []
      for (const d of [...byDay.values()].sort((a, b) => a.day_index - b.day_index)) {
        const w = await climateNormalWeather.daily(d.lat, d.lon, d.city, d.date)
        list.push({ dayIndex: d.day_index, date: d.date, city: d.city, ...w })
      }
      return list
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/convert/h5url/wx_mini_app',
    tags,
    summary: 'Turn a site address into the mini-program page path that shows the same thing',
    body: J.WxMiniAppBody,
    data: J.WxMiniAppResult,
    handler: ({ body }) => {
      let url: URL
      try {
        url = new URL(body.url, 'http://localhost')
      } catch {
        throw badRequest('url is not a valid address')
      }
      const m = url.pathname.match(/^\/web\/(.+?)\/?$/)
      if (!m) throw badRequest('url is not a page of the site (/web/...)')
      const route = m[1]
      const detail = route.match(/^journey\/(detail|admin-detail)\/(\d+)$/)
      const page = detail
        ? `pages/journey/${detail[1] === 'detail' ? 'detail' : 'admin-detail'}/index`
        : `pages/${route}/index`
      const params = new URLSearchParams(url.search)
      if (detail) params.set('id', detail[2])
      const query = params.toString()
      return { appId: MINI_APP_ID, path: query ? `${page}?${query}` : page, query }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/share/journey/for/web',
    tags,
    auth: 'optional',
    summary: 'Share content of a journey for a channel; counts the share',
    body: J.ShareJourneyBody,
    data: J.ShareInfo,
    handler: async ({ db, body, user }) => {
      const j = await findJourney(db, body.journeyId)
      await assertReadable(db, j, user?.id)
      await countJourney(db, j.id, 'shares')
      return {
        title: j.title,
        desc: j.summary,
        link: `/web/journey/detail/${j.id}?source=share&channel=${body.channel}`,
        imageUrl: `/api/v1/media/journey/${j.id}.svg`,
        miniProgramPath: `pages/journey/detail/index?id=${j.id}`,
        shares: j.shares + 1,
      }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/journey/save',
    tags,
    auth: 'required',
    summary: "Save a journey to my trips, or take it out; idempotent, keeps the journey's save count",
    body: J.SaveJourneyBody,
    data: J.SaveJourneyResult,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(db, body.journeyId)
      await assertReadable(db, j, user.id)
      return db.transaction().execute(async (trx) => {
        const changed = body.saved
          ? await trx
              .insertInto('journey_saves')
              .values({ user_id: user.id, journey_id: j.id, created_at: new Date().toISOString() })
              .onConflict((oc) => oc.doNothing())
              .executeTakeFirst()
          : await trx
              .deleteFrom('journey_saves')
              .where('user_id', '=', user.id)
              .where('journey_id', '=', j.id)
              .executeTakeFirst()
        const rows = Number(
          'numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows,
        )
        if (rows > 0)
          await trx
            .updateTable('journeys')
            .set((eb) => ({ saves: eb('saves', body.saved ? '+' : '-', 1) }))
            .where('id', '=', j.id)
            .execute()
        const { saves } = await trx
          .selectFrom('journeys')
          .select('saves')
          .where('id', '=', j.id)
          .executeTakeFirstOrThrow()
        return { saved: body.saved, saves }
      })
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/journey/saved',
    tags,
    auth: 'required',
    summary: 'Whether I saved this journey to my trips',
    query: J.SavedQuery,
    data: J.SaveJourneyResult,
    handler: async ({ db, query, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(db, query.id)
      await assertReadable(db, j, user.id)
      const row = await db
        .selectFrom('journey_saves')
        .select('journey_id')
        .where('user_id', '=', user.id)
        .where('journey_id', '=', j.id)
        .executeTakeFirst()
      return { saved: Boolean(row), saves: j.saves }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/journey/event/poi/create',
    tags,
    auth: 'required',
    summary: 'Add a place visit to a day of a journey (owner or co-editor)',
    body: J.CreatePoiEventBody,
    data: J.CreatePoiEventResult,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(db, body.journeyId)
      if ((await roleIn(db, j, user.id)) === 'viewer')
        throw forbidden('only the owner and co-editors can edit')
      const place = await db
        .selectFrom('places')
        .select('id')
        .where('id', '=', body.placeId)
        .executeTakeFirst()
      if (!place) throw notFound('place not found')
      return db.transaction().execute(async (trx) => {
        const day = await trx
          .selectFrom('journey_days')
          .select('id')
          .where('journey_id', '=', j.id)
          .where('day_index', '=', body.dayIndex)
          .executeTakeFirst()
        if (!day) throw badRequest(`journey has no day ${body.dayIndex}`)
        const last = await trx
          .selectFrom('journey_items')
          .select((eb) => eb.fn.max('seq').as('seq'))
          .where('day_id', '=', day.id)
          .executeTakeFirst()
        const seq = Number(last?.seq ?? 0) + 1
        const item = await trx
          .insertInto('journey_items')
          .values({
            journey_id: j.id,
            day_id: day.id,
            seq,
            kind: 'place',
            place_id: body.placeId,
            transport_id: null,
            start_time: body.startTime ?? null,
            stay_minutes: body.stayMinutes ?? 60,
            note: body.note ?? null,
            cost: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('journeys')
          .set({ updated_at: new Date().toISOString() })
          .where('id', '=', j.id)
          .execute()
        return { itemId: item.id, seq }
      })
    },
  })
}
