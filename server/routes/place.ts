// Places and transport endpoints (SPEC.md section 7, "Places and transport").
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../lib/route'
import { IdQuery } from '../../types/api/common'
import * as P from '../../types/api/place'
import { placeBrief, transportBrief } from '../repositories/journeys'
import type { PlaceRow } from '../repositories/places'
import { assertReadable, findJourney } from '../services/journeys'
import { mediaUrl } from '../lib/media'
import { orNotFound } from '../errors'
import { assertIssuedPhotos } from './upload'

const tags = ['place']

const SCENES = [
  { key: 'wrong_info', title: '信息有误', titleEn: 'Wrong information' },
  { key: 'closed', title: '已关闭或停业', titleEn: 'Closed' },
  { key: 'wrong_location', title: '位置不对', titleEn: 'Wrong location' },
  { key: 'duplicate', title: '重复地点', titleEn: 'Duplicate place' },
  { key: 'other', title: '其他问题', titleEn: 'Something else' },
]

export function placeDetail(p: PlaceRow): P.PlaceDetail {
  return {
    id: p.id,
    name: p.name,
    nameEn: p.name_en,
    category: p.category,
    countryCode: p.country_code,
    provinceCode: p.province_code,
    cityCode: p.city_code,
    city: p.city,
    cityEn: p.city_en,
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
    handler: async ({ repos, query }) => {
      return placeDetail(orNotFound(await repos.places.findById(query.id), 'place not found'))
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
    handler: async ({ repos, query, user }) => {
      const t = orNotFound(await repos.journeys.findTransport(query.id), 'transport leg not found')
      await assertReadable(repos, await findJourney(repos, t.journey_id), user?.id)
      const ends = await repos.places.findByIds([t.from_place_id ?? 0, t.to_place_id ?? 0])
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
    handler: async ({ repos, query, user }) => {
      await assertReadable(repos, await findJourney(repos, query.journeyId), user?.id)
      const r = orNotFound(
        await repos.journeys.findDayRoute(query.journeyId, query.day),
        `journey ${query.journeyId} has no day ${query.day}`,
      )
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
    handler: async ({ repos, query }) => {
      const rows = await repos.places.search(query.keyword, { city: query.city, limit: query.limit ?? 10 })
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
    handler: async ({ repos, query }) => {
      const p = await repos.places.findByOuterId(query.provider, query.outerId)
      return placeDetail(orNotFound(p, 'no place with that outer id'))
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
    handler: async ({ repos, body, user }) => {
      orNotFound(await repos.places.findById(body.placeId), 'place not found')
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
