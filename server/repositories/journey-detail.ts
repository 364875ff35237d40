// A journey's detail as the API shows it, with its days, items, places and transport legs: four
// queries per journey whatever its size (journey, days+items, places, transports), which keeps
// detail fast. Read through the journeys repository (journeys.ts).
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { JourneysTable, PlacesTable, TransportsTable } from '../db/schema'
import type { JourneyDetail, PlaceBrief, TransportBrief, UserBrief } from '../../types/api/journey'
import { mediaUrl } from '../lib/media'

export type JourneyRow = Selectable<JourneysTable>

export function placeBrief(p: Selectable<PlacesTable>): PlaceBrief {
  return {
    id: p.id,
    name: p.name,
    nameEn: p.name_en,
    category: p.category,
    city: p.city,
    cityEn: p.city_en,
    lat: p.lat,
    lon: p.lon,
    coordSys: p.coord_sys,
    photo: mediaUrl.place(p.id),
    rating: p.rating,
  }
}

export function transportBrief(t: Selectable<TransportsTable>): TransportBrief {
  return {
    id: t.id,
    mode: t.mode,
    fromName: t.from_name,
    toName: t.to_name,
    departAt: t.depart_at,
    arriveAt: t.arrive_at,
    number: t.number,
    durationMin: t.duration_min,
    distanceM: t.distance_m,
    price: t.price,
    currency: t.currency,
  }
}

export async function journeyDetail(db: Db, j: JourneyRow): Promise<JourneyDetail> {
  const [days, items, places, transports, people] = await Promise.all([
    db.selectFrom('journey_days').selectAll().where('journey_id', '=', j.id).orderBy('day_index').execute(),
    db.selectFrom('journey_items').selectAll().where('journey_id', '=', j.id).orderBy('seq').execute(),
    db
      .selectFrom('places')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('journey_items')
          .select('place_id')
          .where('journey_id', '=', j.id)
          .where('place_id', 'is not', null)
          .$castTo<number>(),
      )
      .execute(),
    db.selectFrom('transports').selectAll().where('journey_id', '=', j.id).execute(),
    db
      .selectFrom('users')
      .leftJoin('journey_collaborators as c', (join) =>
        join.onRef('c.user_id', '=', 'users.id').on('c.journey_id', '=', j.id),
      )
      .select(['users.id', 'users.nickname', 'users.avatar', 'c.role'])
      .where((eb) => eb.or([eb('users.id', '=', j.owner_id), eb('c.journey_id', '=', j.id)]))
      .execute(),
  ])
  const placeById = new Map(places.map((p) => [p.id, p]))
  const transportById = new Map(transports.map((t) => [t.id, t]))
  const brief = (u: { id: number; nickname: string; avatar: string }): UserBrief => ({
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
  })
  const owner = people.find((u) => u.id === j.owner_id)
  const dayList = days.map((d) => ({
    dayIndex: d.day_index,
    date: d.date,
    title: d.title,
    cities: JSON.parse(d.cities_json) as string[],
    citiesEn: JSON.parse(d.cities_en_json) as string[],
    items: items
      .filter((i) => i.day_id === d.id)
      .map((i) => {
        const p = i.place_id ? placeById.get(i.place_id) : undefined
        const t = i.transport_id ? transportById.get(i.transport_id) : undefined
        return {
          id: i.id,
          seq: i.seq,
          kind: i.kind,
          startTime: i.start_time,
          stayMinutes: i.stay_minutes,
          note: i.note,
          cost: i.cost,
          place: p ? placeBrief(p) : null,
          transport: t ? transportBrief(t) : null,
        }
      }),
  }))
  const last = days[days.length - 1]
  return {
    id: j.id,
    title: j.title,
    titleEn: j.title_en,
    summary: j.summary,
    cover: mediaUrl.journeyCover(j.id),
    owner: owner ? brief(owner) : { id: j.owner_id, nickname: '', avatar: mediaUrl.avatar(j.owner_id) },
    collaborators: people.filter((u) => u.id !== j.owner_id).map(brief),
    startDate: j.start_date,
    endDate: last ? last.date : j.start_date,
    dayCount: j.days,
    cities: JSON.parse(j.cities_json) as string[],
    citiesEn: JSON.parse(j.cities_en_json) as string[],
    visibility: j.visibility,
    reviewStatus: j.review_status,
    stats: {
      views: j.views,
      saves: j.saves,
      shares: j.shares,
      places: new Set(items.filter((i) => i.place_id).map((i) => i.place_id)).size,
      distanceM: transports.reduce((s, t) => s + t.distance_m, 0),
    },
    days: dayList,
    createdAt: j.created_at,
    updatedAt: j.updated_at,
  }
}

// The flagship shared page is read far more often than journeys change, so its assembled
// detail is cached per database and journey, keyed by updated_at (every edit bumps it); the
// counters, which change on every view, are laid over the cached copy.
const detailCache = new WeakMap<Db, Map<number, { updatedAt: string; detail: JourneyDetail }>>()
const CACHE_MAX = 500

export async function cachedJourneyDetail(db: Db, j: JourneyRow): Promise<JourneyDetail> {
  let perDb = detailCache.get(db)
  if (!perDb) detailCache.set(db, (perDb = new Map()))
  let hit = perDb.get(j.id)
  if (!hit || hit.updatedAt !== j.updated_at) {
    if (perDb.size >= CACHE_MAX) perDb.clear()
    hit = { updatedAt: j.updated_at, detail: await journeyDetail(db, j) }
    perDb.set(j.id, hit)
  }
  const d = hit.detail
  return {
    ...d,
    visibility: j.visibility,
    reviewStatus: j.review_status,
    stats: { ...d.stats, views: j.views, saves: j.saves, shares: j.shares },
  }
}
