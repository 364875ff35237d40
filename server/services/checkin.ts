// Life-places check-in rules (docs/business-rules.md): one record per user and region, so
// lighting up is idempotent; lighting a city also lights its province and China, lighting a
// province lights China; cancelling removes only the region named. Statistics are computed
// from the records every time, never stored.
import type { Kysely, Selectable } from 'kysely'
import type { DB, RegionsTable, CheckinRecordsTable } from '../db/schema'
import type { CheckinRecord, Region, Stats } from '../../types/api/checkin'
import { haversineKm } from '../lib/geo'
import { notFound } from '../errors'

type RegionRow = Selectable<RegionsTable>
// The region table is static demo data, the same in every database (seed/data), so one
// in-memory copy serves all; an empty table (seed off) is never cached.
let cache: Map<string, RegionRow> | undefined

export async function regions(db: Kysely<DB>): Promise<Map<string, RegionRow>> {
  if (cache) return cache
  const rows = await db.selectFrom('regions').selectAll().execute()
  const m = new Map(rows.map((r) => [r.code, r]))
  if (rows.length) cache = m
  return m
}

export const regionView = (r: RegionRow): Region => ({
  code: r.code,
  level: r.level,
  name: r.name,
  nameEn: r.name_en,
  parentCode: r.parent_code,
  lat: r.lat,
  lon: r.lon,
})

export async function regionOf(db: Kysely<DB>, code: string): Promise<RegionRow> {
  const r = (await regions(db)).get(code)
  if (!r) throw notFound(`unknown region ${code}`)
  return r
}

export async function recordView(db: Kysely<DB>, r: Selectable<CheckinRecordsTable>): Promise<CheckinRecord> {
  return {
    id: r.id,
    region: regionView(await regionOf(db, r.region_code)),
    source: r.source,
    note: r.note,
    photos: JSON.parse(r.photos_json) as string[],
    completed: r.completed === 1,
    syncedAt: r.synced_at,
    createdAt: r.created_at,
  }
}

/** The region and the regions it implies (province, China). */
async function withAncestors(db: Kysely<DB>, code: string): Promise<RegionRow[]> {
  const all = await regions(db)
  const out: RegionRow[] = []
  let r = all.get(code)
  while (r) {
    out.push(r)
    r = r.parent_code ? all.get(r.parent_code) : undefined
  }
  return out
}

export async function joinCheckin(db: Kysely<DB>, userId: number) {
  await db
    .insertInto('checkin_users')
    .values({
      user_id: userId,
      nickname: null,
      joined_at: new Date().toISOString(),
      last_lat: null,
      last_lon: null,
      last_region_code: null,
      shares: 0,
      given_up_json: '[]',
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
}

/** Lights the regions (and their ancestors) that are not lit yet; returns the new records. */
export async function lightUp(
  db: Kysely<DB>,
  userId: number,
  codes: string[],
  source: string,
  extra: { note?: string; photos?: string[] } = {},
) {
  for (const c of codes) await regionOf(db, c)
  return db.transaction().execute(async (trx) => {
    await joinCheckin(trx, userId)
    const wanted = new Map<string, RegionRow>()
    for (const c of codes) for (const r of await withAncestors(trx, c)) wanted.set(r.code, r)
    const now = new Date().toISOString()
    const added = []
    for (const r of wanted.values()) {
      const explicit = codes.includes(r.code)
      const row = await trx
        .insertInto('checkin_records')
        .values({
          user_id: userId,
          region_code: r.code,
          level: r.level,
          source,
          note: explicit ? (extra.note ?? null) : null,
          photos_json: JSON.stringify(explicit ? (extra.photos ?? []) : []),
          completed: 0,
          synced_at: null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'region_code']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (row) added.push(row)
    }
    return added
  })
}

export async function nearestRegion(db: Kysely<DB>, lat: number, lon: number): Promise<RegionRow | null> {
  const all = [...(await regions(db)).values()].filter((r) => r.lat !== null && r.lon !== null)
  const near = (level: string) => {
    let best: { r: RegionRow; d: number } | null = null
    for (const r of all) {
      if (r.level !== level) continue
      const d = haversineKm(lat, lon, r.lat!, r.lon!)
      if (!best || d < best.d) best = { r, d }
    }
    return best
  }
  // Inside China's bounding box and near a city centre: that city; otherwise the nearest country.
  const inChina = lat > 18 && lat < 54 && lon > 73 && lon < 135.1
  const city = inChina ? near('city') : null
  if (city && city.d < 150) return city.r
  return near('country')?.r ?? null
}

export async function stats(db: Kysely<DB>, userId: number): Promise<Stats> {
  const counts = await db
    .selectFrom('checkin_records')
    .select(['level', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('level')
    .execute()
  const n = (level: string) => Number(counts.find((c) => c.level === level)?.n ?? 0)
  const all = [...(await regions(db)).values()]
  const total = (level: string) => all.filter((r) => r.level === level).length
  const per = await db
    .selectFrom('checkin_records')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('user_id')
    .execute()
  const mine = n('country') + n('province') + n('city')
  const participants = Math.max(per.length, 1)
  const ahead = per.filter((p) => Number(p.n) > mine).length
  const behind = per.filter((p) => Number(p.n) < mine).length
  const round = (x: number) => Math.round(x * 10000) / 10000
  return {
    countries: n('country'),
    provinces: n('province'),
    cities: n('city'),
    chinaProvinceShare: round(n('province') / total('province')),
    chinaCityShare: round(n('city') / total('city')),
    worldShare: round(n('country') / total('country')),
    rank: ahead + 1,
    participants,
    beatPercent: Math.round((behind / participants) * 100),
  }
}
