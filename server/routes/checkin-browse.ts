// Check-in: browsing: icons, poster templates, searches, recommended places, statistics.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as K from '../../types/api/checkin'
import { recordView, regionOf, regionView, regions, stats } from '../services/checkin'
import { placeBrief } from '../repositories/journeys'
import { PlaceBriefList } from '../../types/api/place'

const tags = ['checkin']

export default async function checkinBrowseRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/activity/icon/list',
    tags,
    summary: 'Map marker icons per level',
    data: K.IconList,
    handler: ({ repos }) => repos.checkin.listIcons(),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/record/template/cny/list',
    tags,
    summary: 'Poster templates, Spring Festival ones first',
    data: K.TemplateList,
    handler: async ({ repos }) =>
      (await repos.checkin.listTemplates()).sort(
        (a, b) => (a.kind === 'cny' ? 0 : 1) - (b.kind === 'cny' ? 0 : 1) || a.id - b.id,
      ),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/search/record/list',
    tags,
    auth: 'required',
    summary: 'Search my records by region name',
    query: K.KeywordQuery,
    data: K.CheckinRecordList,
    handler: async ({ repos, query, ...ctx }) => {
      const rows = await repos.checkin.listRecords(userOf(ctx).id)
      const all = await regions(repos)
      const kw = query.keyword.toLowerCase()
      const hits = rows.filter((r) => {
        const g = all.get(r.region_code)
        return (
          g &&
          (g.name.includes(query.keyword) || g.name_en.toLowerCase().includes(kw)) &&
          (!query.level || g.level === query.level)
        )
      })
      return Promise.all(hits.map((r) => recordView(repos, r)))
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/search/political',
    tags,
    summary: 'Search countries, provinces and cities by name',
    query: K.KeywordQuery,
    data: K.RegionList,
    handler: async ({ repos, query }) => {
      const kw = query.keyword.toLowerCase()
      return [...(await regions(repos)).values()]
        .filter(
          (r) =>
            (r.name.includes(query.keyword) || r.name_en.toLowerCase().includes(kw)) &&
            (!query.level || r.level === query.level),
        )
        .slice(0, 20)
        .map(regionView)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/activity/recommend_place/list',
    tags,
    summary: 'Recommended places in a region (or the best rated overall)',
    query: K.RecommendQuery,
    data: PlaceBriefList,
    handler: async ({ repos, query }) => {
      const region = query.regionCode ? await regionOf(repos, query.regionCode) : undefined
      return (await repos.places.listBestRated({ region, limit: query.limit ?? 10 })).map(placeBrief)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/query/record/stats',
    tags,
    auth: 'required',
    summary: 'My statistics: counts, shares, rank',
    data: K.Stats,
    handler: async ({ repos, ...ctx }) => stats(repos, userOf(ctx).id),
  })
}
