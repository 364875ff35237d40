// Inserts the demo journeys: places (deduplicated, ids in order of first appearance), days,
// ordered items, transport legs (explicit ones from the data, the rest derived from distance)
// and one route per day.
import dayjs from 'dayjs'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { haversineKm, hashOf } from '../lib/geo'
import type { JourneySeed, LegSeed, Mode, PlaceSeed, Category } from './data/journeys/types'
import { TOKYO } from './data/journeys/tokyo'
import { KYOTO } from './data/journeys/kyoto'
import { FUJI } from './data/journeys/fuji'
import { CHENGDU } from './data/journeys/chengdu'
import { XIAMEN } from './data/journeys/xiamen'
import { SHANGHAI } from './data/journeys/shanghai'
import { PRIVATE_JOURNEY, DELETED_JOURNEY } from './data/journeys/extra'

export const DEMO_JOURNEYS: JourneySeed[] = [TOKYO, KYOTO, FUJI, CHENGDU, XIAMEN, SHANGHAI]
const ALL_JOURNEYS = [...DEMO_JOURNEYS, PRIVATE_JOURNEY, DELETED_JOURNEY]
export const DELETED_JOURNEY_ID = DELETED_JOURNEY.id

const HOURS: Record<Category, string> = {
  sight: '09:00-21:00',
  food: '11:00-22:00',
  hotel: '00:00-24:00',
  shopping: '10:00-21:00',
  hub: '05:30-24:00',
  nature: '06:00-18:00',
  culture: '09:00-17:00',
}
const PRICE: Record<Category, number> = {
  sight: 2,
  food: 2,
  hotel: 4,
  shopping: 2,
  hub: 1,
  nature: 1,
  culture: 1,
}
const TAG: Record<Category, string> = {
  sight: '景点',
  food: '美食',
  hotel: '酒店',
  shopping: '购物',
  hub: '交通枢纽',
  nature: '自然',
  culture: '人文',
}
const SPEED_KMH: Record<Mode, number> = {
  walk: 4.5,
  subway: 28,
  bus: 18,
  taxi: 25,
  train: 60,
  highspeed: 200,
  flight: 600,
  ferry: 15,
  ropeway: 10,
}

const isLeg = (x: PlaceSeed | LegSeed): x is LegSeed => !Array.isArray(x)

function derivedLeg(km: number): LegSeed {
  const road = km * 1.3
  const mode: Mode = road < 1.5 ? 'walk' : road < 12 ? 'subway' : 'taxi'
  const wait = mode === 'subway' ? 8 : mode === 'taxi' ? 5 : 0
  return {
    mode,
    km: Math.round(road * 10) / 10,
    minutes: Math.max(3, Math.round((road / SPEED_KMH[mode]) * 60 + wait)),
  }
}

const hm = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

export async function seedJourneys(db: Kysely<DB>, now: string): Promise<void> {
  const placeIds = new Map<string, number>()
  let nextPlaceId = 1
  let nextTransportId = 1

  async function placeId(p: PlaceSeed, day: JourneySeed['days'][number], country: string): Promise<number> {
    const key = `${p[1]}|${p[3].toFixed(3)}|${p[4].toFixed(3)}`
    const known = placeIds.get(key)
    if (known) return known
    const id = nextPlaceId++
    placeIds.set(key, id)
    const h = hashOf(p[1])
    await db
      .insertInto('places')
      .values({
        id,
        name: p[0],
        name_en: p[1],
        category: p[2],
        country_code: country,
        province_code: day.province,
        city_code: day.cityCode,
        city: day.city,
        city_en: day.cityEn,
        lat: p[3],
        lon: p[4],
        coord_sys: 'wgs84',
        address: p[5],
        rating: 4 + (h % 10) / 10,
        price_level: PRICE[p[2]],
        opening_hours: HOURS[p[2]],
        phone: '',
        tags_json: JSON.stringify([TAG[p[2]], day.city]),
        description: p[6],
        outer_ids_json: JSON.stringify({
          amap: `B0${(h % 1e8).toString(36).toUpperCase()}`,
          google: `ChIJ${h.toString(36)}`,
        }),
      })
      .execute()
    return id
  }

  for (const j of ALL_JOURNEYS) {
    const cities = [...new Set(j.days.map((d) => d.city))]
    const citiesEn = cities.map((city) => j.days.find((d) => d.city === city)?.cityEn ?? '')
    await db
      .insertInto('journeys')
      .values({
        id: j.id,
        title: j.title,
        title_en: j.titleEn,
        summary: j.summary,
        owner_id: j.ownerId,
        start_date: j.startDate,
        days: j.days.length,
        cities_json: JSON.stringify(cities),
        cities_en_json: JSON.stringify(citiesEn),
        visibility: j.visibility,
        review_status: j.reviewStatus,
        views: j.views,
        saves: j.saves,
        shares: Math.round(j.saves / 3),
        report_count: 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute()
    for (const [index, day] of j.days.entries()) {
      const date = dayjs(j.startDate).add(index, 'day').format('YYYY-MM-DD')
      const { id: dayId } = await db
        .insertInto('journey_days')
        .values({
          journey_id: j.id,
          day_index: index + 1,
          date,
          title: day.title,
          cities_json: JSON.stringify([day.city]),
          cities_en_json: JSON.stringify([day.cityEn]),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      let clock = 9 * 60
      let seq = 1
      let prev: { id: number; p: PlaceSeed } | undefined
      let pending: LegSeed | undefined
      const points: [number, number][] = []
      const legs: {
        fromPlaceId: number
        toPlaceId: number
        mode: string
        distanceM: number
        durationMin: number
      }[] = []
      for (const item of day.items) {
        if (isLeg(item)) {
          pending = item
          continue
        }
        const id = await placeId(item, day, j.country)
        if (prev) {
          const leg = pending ?? derivedLeg(haversineKm(prev.p[3], prev.p[4], item[3], item[4]))
          const tid = nextTransportId++
          const depart = `${date}T${hm(clock)}:00`
          clock += leg.minutes
          await db
            .insertInto('transports')
            .values({
              id: tid,
              journey_id: j.id,
              mode: leg.mode,
              from_place_id: prev.id,
              to_place_id: id,
              from_name: prev.p[0],
              to_name: item[0],
              depart_at: depart,
              arrive_at: `${date}T${hm(clock)}:00`,
              number: leg.number ?? null,
              duration_min: leg.minutes,
              distance_m: Math.round(leg.km * 1000),
              price: leg.price ?? null,
              currency: j.currency,
              note: leg.note ?? null,
            })
            .execute()
          await db
            .insertInto('journey_items')
            .values({
              journey_id: j.id,
              day_id: dayId,
              seq: seq++,
              kind: 'transport',
              place_id: null,
              transport_id: tid,
              start_time: depart.slice(11, 16),
              stay_minutes: null,
              note: null,
              cost: leg.price ?? null,
            })
            .execute()
          legs.push({
            fromPlaceId: prev.id,
            toPlaceId: id,
            mode: leg.mode,
            distanceM: Math.round(leg.km * 1000),
            durationMin: leg.minutes,
          })
          pending = undefined
        }
        const stay = item[7] ?? 60
        await db
          .insertInto('journey_items')
          .values({
            journey_id: j.id,
            day_id: dayId,
            seq: seq++,
            kind: 'place',
            place_id: id,
            transport_id: null,
            start_time: hm(clock),
            stay_minutes: stay,
            note: null,
            cost: null,
          })
          .execute()
        clock += stay
        points.push([item[3], item[4]])
        prev = { id, p: item }
      }
      await db
        .insertInto('routes')
        .values({
          journey_id: j.id,
          day_index: index + 1,
          mode: 'mixed',
          distance_m: legs.reduce((s, l) => s + l.distanceM, 0),
          duration_min: legs.reduce((s, l) => s + l.durationMin, 0),
          points_json: JSON.stringify(points),
          legs_json: JSON.stringify(legs),
        })
        .execute()
    }
  }
}
