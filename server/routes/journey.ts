// Journey endpoints (SPEC.md section 7, "Journey").
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as J from '../../types/api/journey'
import { assertReadable, findJourney, viewSharedJourney } from '../services/journeys'
import { journeyWeather } from '../services/journey-weather'
import { badRequest, forbidden, orNotFound } from '../errors'

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
    handler: ({ repos, query, user, req }) =>
      viewSharedJourney(repos, req.server.viewCounts, query.id, user?.id),
    // The flagship page is opened far more often than its journey changes (issue 18).
    reuse: {
      version: (d) =>
        `${d.id}|${d.updatedAt}|${d.visibility}|${d.reviewStatus}|${d.stats.views}|${d.stats.saves}|${d.stats.shares}`,
      // Views move with every reader: a copy that differs only in them is still this journey's.
      validator: (d) =>
        `${d.id}|${d.updatedAt}|${d.visibility}|${d.reviewStatus}|${d.stats.saves}|${d.stats.shares}`,
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/journey/detail',
    tags,
    auth: 'required',
    summary: 'A journey as its owner, a co-editor or a signed-in reader sees it',
    query: J.JourneyIdQuery,
    data: J.MyJourneyDetail,
    handler: async ({ repos, query, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(repos, query.id)
      await assertReadable(repos, j, user.id)
      const role = await repos.journeys.roleOf(j, user.id)
      return { ...(await repos.journeys.cachedDetail(j)), role, canEdit: role !== 'viewer' }
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
    handler: async ({ repos, query }) => {
      const j = orNotFound(await repos.journeys.findById(query.id), 'journey not found')
      return {
        ...(await repos.journeys.detail(j)),
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
    handler: async ({ repos, query, user }) => {
      const j = await findJourney(repos, query.id)
      await assertReadable(repos, j, user?.id)
      return journeyWeather(repos, j.id)
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
    handler: async ({ repos, body, user }) => {
      const j = await findJourney(repos, body.journeyId)
      await assertReadable(repos, j, user?.id)
      await repos.journeys.count(j.id, 'shares')
      return {
        title: j.title,
        desc: j.summary,
        // A signed-in sharer is named in the link, so a friend's open counts as their evidence
        // (share/opened, the summer task share_journey; docs/business-rules.md).
        link: `/web/journey/detail/${j.id}?source=share&channel=${body.channel}${user ? `&sharer=${user.id}` : ''}`,
        imageUrl: `/api/v1/media/journey/${j.id}.svg`,
        miniProgramPath: `pages/journey/detail/index?id=${j.id}${user ? `&sharer=${user.id}` : ''}`,
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
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(repos, body.journeyId)
      await assertReadable(repos, j, user.id)
      return { saved: body.saved, saves: await repos.journeys.setSaved(user.id, j.id, body.saved) }
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
    handler: async ({ repos, query, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(repos, query.id)
      await assertReadable(repos, j, user.id)
      return { saved: await repos.journeys.isSavedBy(user.id, j.id), saves: j.saves }
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
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const j = await findJourney(repos, body.journeyId)
      if ((await repos.journeys.roleOf(j, user.id)) === 'viewer')
        throw forbidden('only the owner and co-editors can edit')
      orNotFound(await repos.places.findById(body.placeId), 'place not found')
      const added = await repos.journeys.addPlaceVisit(j.id, body.dayIndex, {
        placeId: body.placeId,
        startTime: body.startTime,
        stayMinutes: body.stayMinutes,
        note: body.note,
      })
      if (!added) throw badRequest(`journey has no day ${body.dayIndex}`)
      return added
    },
  })
}
