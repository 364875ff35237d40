// Check-in: lighting up by tap, location or whole province, cancelling, syncing to the app,
// suggestions from my journeys, sharing and the participant counter.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as K from '../../types/api/checkin'
import { lightUp, nearestRegion, recordView, regionOf, regionView, regions } from '../services/checkin'
import { badRequest } from '../errors'

const tags = ['checkin']

export default async function checkinLightRoutes(app: FastifyInstance) {
  const recordsOf = async (repos: typeof app.repos, rows: Awaited<ReturnType<typeof lightUp>>) =>
    Promise.all(rows.map((r) => recordView(repos, r)))

  defineRoute(app, {
    method: 'POST',
    url: '/activity/manual_highlight_uniform',
    tags,
    auth: 'required',
    summary: 'Light up several regions at once (idempotent)',
    body: K.CodesBody,
    data: K.LightResult,
    handler: async ({ repos, body, ...ctx }) => {
      const added = await lightUp(repos, userOf(ctx).id, [...new Set(body.codes)], 'manual')
      return { added: added.length, records: await recordsOf(repos, added) }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/light/up/location',
    tags,
    auth: 'required',
    summary: 'Light up the city (or country) at a point',
    body: K.LatLonBody,
    data: K.LightResult,
    handler: async ({ repos, body, ...ctx }) => {
      const region = await nearestRegion(repos, body.lat, body.lon)
      if (!region) throw badRequest('no region found at that point')
      const added = await lightUp(repos, userOf(ctx).id, [region.code], 'location')
      return { added: added.length, records: await recordsOf(repos, added) }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/light/up/bath/political',
    tags,
    auth: 'required',
    summary: 'Light up a whole province: the province and all its cities',
    body: K.ProvinceBody,
    data: K.LightResult,
    handler: async ({ repos, body, ...ctx }) => {
      const province = await regionOf(repos, body.provinceCode)
      if (province.level !== 'province') throw badRequest('not a province')
      const cities = [...(await regions(repos)).values()]
        .filter((r) => r.parent_code === province.code)
        .map((r) => r.code)
      const added = await lightUp(repos, userOf(ctx).id, [province.code, ...cities], 'manual')
      return { added: added.length, records: await recordsOf(repos, added) }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/cancel/lighting',
    tags,
    auth: 'required',
    summary: 'Cancel a lit region (only that region)',
    body: K.CodeBody,
    data: K.RemoveResult,
    handler: async ({ repos, body, ...ctx }) => {
      await regionOf(repos, body.code)
      return { removed: await repos.checkin.deleteRecord(userOf(ctx).id, { regionCode: body.code }) }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/location-change',
    tags,
    auth: 'required',
    summary: 'Tell my current location; answers the region it lies in (lights nothing)',
    body: K.LatLonBody,
    data: K.LocationResult,
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const region = await nearestRegion(repos, body.lat, body.lon)
      await repos.checkin.join(user.id)
      await repos.checkin.setLocation(user.id, {
        lat: body.lat,
        lon: body.lon,
        regionCode: region?.code ?? null,
      })
      return { region: region ? regionView(region) : null }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/query/choice/record-stats',
    tags,
    auth: 'optional',
    summary: "Statistics of one chosen region: mine and everyone's",
    query: K.CodeQuery,
    data: K.ChoiceStats,
    handler: async ({ repos, query, user }) => {
      const region = await regionOf(repos, query.code)
      const children = [...(await regions(repos)).values()]
        .filter((r) => r.parent_code === region.code)
        .map((r) => r.code)
      const mine = user ? await repos.checkin.listRecords(user.id) : []
      const mineSet = new Set(mine.map((m) => m.region_code))
      const peopleLit = await repos.checkin.countPeopleWhoLit(region.code)
      return {
        region: regionView(region),
        litByMe: mineSet.has(region.code),
        childrenTotal: children.length,
        childrenLitByMe: children.filter((c) => mineSet.has(c)).length,
        peopleLit,
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/light/up/record/detail',
    tags,
    auth: 'required',
    summary: 'My record of a region with the sub-regions I lit',
    query: K.CodeQuery,
    data: K.RecordDetail,
    handler: async ({ repos, query, ...ctx }) => {
      const user = userOf(ctx)
      const region = await regionOf(repos, query.code)
      const rows = await repos.checkin.listRecords(user.id)
      const all = await regions(repos)
      const own = rows.find((r) => r.region_code === region.code)
      const peopleLit = await repos.checkin.countPeopleWhoLit(region.code)
      return {
        record: own ? await recordView(repos, own) : null,
        region: regionView(region),
        childrenLit: rows
          .map((r) => all.get(r.region_code)!)
          .filter((r) => r && r.parent_code === region.code)
          .map(regionView),
        peopleLit,
      }
    },
  })
}
