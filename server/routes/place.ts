// Places and transport endpoints (SPEC.md section 7, "Places and transport").
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import { defineRoute } from '../lib/route'
import { IdQuery } from '../../types/api/common'
import * as P from '../../types/api/place'
import type { PlacesTable } from '../db/schema'
import { placeBrief, transportBrief, findJourney, assertReadable } from '../repositories/journeys'
import { mediaUrl } from '../lib/media'
import { notFound } from '../errors'
import { assertIssuedPhotos } from './upload'

const tags = ['place']

const SCENES = [
  { key: 'wrong_info', title: '信息有误', titleEn: 'Wrong information' },
  { key: 'closed', title: '已关闭或停业', titleEn: 'Closed' },
  { key: 'wrong_location', title: '位置不对', titleEn: 'Wrong location' },
  { key: 'duplicate', title: '重复地点', titleEn: 'Duplicate place' },
  { key: 'other', title: '其他问题', titleEn: 'Something else' },
]

export function placeDetail(p: Selectable<PlacesTable>): P.PlaceDetail {
  return {
    id: p.id,
    name: p.name,
    nameEn: p.name_en,
    category: p.category,
    countryCode: p.country_code,
    provinceCode: p.province_code,
    cityCode: p.city_code,
    city: p.city,
    lat: p.lat,
    lon: p.lon,
    coordSys: p.coord_sys,
    address: p.address,
    rating: p.rating,
    priceLevel: p.price_level,
    openingHours: p.opening_hours,
    phone: p.phone,
    photos: [1, 2, 3].map((n) => mediaUrl.place(p.id, n)),
    tags: JSON.parse(p.tags_json) as string[],
    description: p.description,
    outerIds: JSON.parse(p.outer_ids_json) as Record<string, string>,
  }
}

export default async function placeRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/web/poi/detail',
    tags,
    summary: 'A place with photos, address, hours and rating',
    query: IdQuery,
    data: P.PlaceDetail,
    handler: async ({ db, query }) => {
      const p = await db.selectFrom('places').selectAll().where('id', '=', query.id).executeTakeFirst()
      if (!p) throw notFound('place not found')
      return placeDetail(p)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/web/transportation/detail',
    tags,
    auth: 'optional',
    summary: 'A transport leg with its two ends',
    query: IdQuery,
    data: P.TransportDetail,
    handler: async ({ db, query, user }) => {
      const t = await db.selectFrom('transports').selectAll().where('id', '=', query.id).executeTakeFirst()
      if (!t) throw notFound('transport leg not found')
      await assertReadable(db, await findJourney(db, t.journey_id), user?.id)
      const ends = await db
        .selectFrom('places')
        .selectAll()
        .where('id', 'in', [t.from_place_id ?? 0, t.to_place_id ?? 0])
        .execute()
      const end = (id: number | null) => {
        const p = ends.find((e) => e.id === id)
        return p ? placeBrief(p) : null
      }
      return {
        ...transportBrief(t),
        journeyId: t.journey_id,
        note: t.note,
        from: end(t.from_place_id),
        to: end(t.to_place_id),
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/web/route',
    tags,
    auth: 'optional',
    summary: 'The route of one day of a journey: points in order and legs',
    query: P.RouteQuery,
    data: P.Route,
    handler: async ({ db, query, user }) => {
      await assertReadable(db, await findJourney(db, query.journeyId), user?.id)
      const r = await db
        .selectFrom('routes')
        .selectAll()
        .where('journey_id', '=', query.journeyId)
        .where('day_index', '=', query.day)
        .executeTakeFirst()
      if (!r) throw notFound(`journey ${query.journeyId} has no day ${query.day}`)
      return {
        journeyId: r.journey_id,
        dayIndex: r.day_index,
        mode: r.mode,
        distanceM: r.distance_m,
        durationMin: r.duration_min,
        coordSys: 'wgs84',
        points: JSON.parse(r.points_json),
        legs: JSON.parse(r.legs_json),
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/poi/autocomplete/web',
    tags,
    summary: 'Places whose local or English name contains the keyword',
    query: P.AutocompleteQuery,
    data: P.PlaceBriefList,
    handler: async ({ db, query }) => {
      const like = `%${query.keyword.replace(/[%_\\]/g, (c) => '\\' + c)}%`
      let q = db
        .selectFrom('places')
        .selectAll()
        .where((eb) => eb.or([eb('name', 'like', like), eb('name_en', 'like', like)]))
      if (query.city) q = q.where('city', '=', query.city)
      const rows = await q
        .orderBy('rating', 'desc')
        .limit(query.limit ?? 10)
        .execute()
      return rows.map(placeBrief)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/poi/query_by_outer_id_h5',
    tags,
    summary: "A place by a map provider's id",
    query: P.OuterIdQuery,
    data: P.PlaceDetail,
    handler: async ({ db, query }) => {
      const p = await db
        .selectFrom('places')
        .selectAll()
        .where('outer_ids_json', 'like', `%"${query.provider}":"${query.outerId.replace(/["%_\\]/g, '')}"%`)
        .executeTakeFirst()
      if (!p) throw notFound('no place with that outer id')
      return placeDetail(p)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/poi/feedback-scene',
    tags,
    summary: 'What a place report can be about',
    data: P.FeedbackSceneList,
    handler: () => SCENES,
  })

  defineRoute(app, {
    method: 'POST',
    url: '/poi/feedback',
    tags,
    auth: 'optional',
    summary: 'Report a problem with a place',
    body: P.PoiFeedbackBody,
    data: P.Created,
    handler: async ({ db, repos, body, user }) => {
      const p = await db.selectFrom('places').select('id').where('id', '=', body.placeId).executeTakeFirst()
      if (!p) throw notFound('place not found')
      await assertIssuedPhotos(repos, body.photos)
      const id = await repos.feedback.createPoiFeedback({
        userId: user?.id ?? null,
        placeId: body.placeId,
        scene: body.scene,
        text: body.text,
        photos: body.photos ?? [],
        contact: body.contact ?? null,
      })
      return { id }
    },
  })
}
