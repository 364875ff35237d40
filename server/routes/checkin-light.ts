// Check-in: lighting up by tap, location or whole province, cancelling, syncing to the app,
// suggestions from my journeys, sharing and the participant counter.
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as K from '../../types/api/checkin'
import {
  joinCheckin,
  lightUp,
  nearestRegion,
  recordView,
  regionOf,
  regionView,
  regions,
} from '../services/checkin'
import { badRequest } from '../errors'

const tags = ['checkin']

export default async function checkinLightRoutes(app: FastifyInstance) {
  const recordsOf = async (db: typeof app.db, rows: Awaited<ReturnType<typeof lightUp>>) =>
    Promise.all(rows.map((r) => recordView(db, r)))

  defineRoute(app, {
    method: 'POST',
    url: '/activity/manual_highlight_uniform',
    tags,
    auth: 'required',
    summary: 'Light up several regions at once (idempotent)',
    body: K.CodesBody,
    data: K.LightResult,
    handler: async ({ db, body, ...ctx }) => {
      const added = await lightUp(db, userOf(ctx).id, [...new Set(body.codes)], 'manual')
      return { added: added.length, records: await recordsOf(db, added) }
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
    handler: async ({ db, body, ...ctx }) => {
      const region = await nearestRegion(db, body.lat, body.lon)
      if (!region) throw badRequest('no region found at that point')
      const added = await lightUp(db, userOf(ctx).id, [region.code], 'location')
      return { added: added.length, records: await recordsOf(db, added) }
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
    handler: async ({ db, body, ...ctx }) => {
      const province = await regionOf(db, body.provinceCode)
      if (province.level !== 'province') throw badRequest('not a province')
      const cities = [...(await regions(db)).values()]
        .filter((r) => r.parent_code === province.code)
        .map((r) => r.code)
      const added = await lightUp(db, userOf(ctx).id, [province.code, ...cities], 'manual')
      return { added: added.length, records: await recordsOf(db, added) }
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
    handler: async ({ db, body, ...ctx }) => {
      await regionOf(db, body.code)
      const r = await db
        .deleteFrom('checkin_records')
        .where('user_id', '=', userOf(ctx).id)
        .where('region_code', '=', body.code)
        .executeTakeFirst()
      return { removed: Number(r.numDeletedRows) }
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
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      const region = await nearestRegion(db, body.lat, body.lon)
      await joinCheckin(db, user.id)
      await db
        .updateTable('checkin_users')
        .set({ last_lat: body.lat, last_lon: body.lon, last_region_code: region?.code ?? null })
        .where('user_id', '=', user.id)
        .execute()
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
    handler: async ({ db, query, user }) => {
      const region = await regionOf(db, query.code)
      const children = [...(await regions(db)).values()]
        .filter((r) => r.parent_code === region.code)
        .map((r) => r.code)
      const mine = user
        ? await db
            .selectFrom('checkin_records')
            .select('region_code')
            .where('user_id', '=', user.id)
            .execute()
        : []
      const mineSet = new Set(mine.map((m) => m.region_code))
      const people = await db
        .selectFrom('checkin_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('region_code', '=', region.code)
        .executeTakeFirstOrThrow()
      return {
        region: regionView(region),
        litByMe: mineSet.has(region.code),
        childrenTotal: children.length,
        childrenLitByMe: children.filter((c) => mineSet.has(c)).length,
        peopleLit: Number(people.n),
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
    handler: async ({ db, query, ...ctx }) => {
      const user = userOf(ctx)
      const region = await regionOf(db, query.code)
      const rows = await db.selectFrom('checkin_records').selectAll().where('user_id', '=', user.id).execute()
      const all = await regions(db)
      const own = rows.find((r) => r.region_code === region.code)
      const people = await db
        .selectFrom('checkin_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('region_code', '=', region.code)
        .executeTakeFirstOrThrow()
      return {
        record: own ? await recordView(db, own) : null,
        region: regionView(region),
        childrenLit: rows
          .map((r) => all.get(r.region_code)!)
          .filter((r) => r && r.parent_code === region.code)
          .map(regionView),
        peopleLit: Number(people.n),
      }
    },
  })
}
