// Life-places check-in rules (docs/business-rules.md): one record per user and region, so
// lighting up is idempotent; lighting a city also lights its province and China, lighting a
// province lights China; cancelling removes only the region named. Statistics are computed
// from the records every time, never stored.
import type { Repositories } from '../repositories'
import type { CheckinRecordRow, RegionRow } from '../repositories/checkin'
import type { CheckinRecord, Region, Stats } from '../../types/api/checkin'
import { haversineKm } from '../lib/geo'
import { placeAtPoint } from '../lib/region-shapes'
import { orNotFound } from '../errors'
import { placing } from './checkin-rank'

// The region table is static demo data, the same in every database (seed/data), so one
// in-memory copy serves all; an empty table (seed off) is never cached.
let cache: Map<string, RegionRow> | undefined

export async function regions(repos: Repositories): Promise<Map<string, RegionRow>> {
  if (cache) return cache
  const rows = await repos.checkin.listRegions()
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

export async function regionOf(repos: Repositories, code: string): Promise<RegionRow> {
  return orNotFound((await regions(repos)).get(code), `unknown region ${code}`)
}

export async function recordView(repos: Repositories, r: CheckinRecordRow): Promise<CheckinRecord> {
  return {
    id: r.id,
    region: regionView(await regionOf(repos, r.region_code)),
    source: r.source,
    note: r.note,
    photos: JSON.parse(r.photos_json) as string[],
    completed: r.completed === 1,
    syncedAt: r.synced_at,
    createdAt: r.created_at,
  }
}

/** The region and the regions it implies (province, China). */
async function withAncestors(repos: Repositories, code: string): Promise<RegionRow[]> {
  const all = await regions(repos)
  const out: RegionRow[] = []
  let r = all.get(code)
  while (r) {
    out.push(r)
    r = r.parent_code ? all.get(r.parent_code) : undefined
  }
  return out
}

/** Lights the regions (and their ancestors) that are not lit yet; returns the new records. */
export async function lightUp(
  repos: Repositories,
  userId: number,
  codes: string[],
  source: string,
  extra: { note?: string; photos?: string[] } = {},
) {
  for (const c of codes) await regionOf(repos, c)
  return repos.inTransaction(async (tx) => {
    await tx.checkin.join(userId)
    const wanted = new Map<string, RegionRow>()
    for (const c of codes) for (const r of await withAncestors(tx, c)) wanted.set(r.code, r)
    const now = new Date().toISOString()
    const added = []
    for (const r of wanted.values()) {
      const explicit = codes.includes(r.code)
      const row = await tx.checkin.addRecordIfMissing(
        userId,
        {
          regionCode: r.code,
          level: r.level,
          source,
          note: explicit ? (extra.note ?? null) : null,
          photos: explicit ? (extra.photos ?? []) : [],
        },
        now,
      )
      if (row) added.push(row)
    }
    return added
  })
}

/** The region at a WGS-84 point: the city in China, else the country, whose shape holds it. */
export async function nearestRegion(
  repos: Repositories,
  lat: number,
  lon: number,
): Promise<RegionRow | null> {
  const table = await regions(repos)
  const place = placeAtPoint(lat, lon)
  const byShape = place.city ?? (place.country === 'CN' ? null : place.country)
  if (byShape && table.has(byShape)) return table.get(byShape)!
  // No shape holds it (the open sea, the few regions the shapes lack): the nearest centre, as before.
  const all = [...table.values()].filter((r) => r.lat !== null && r.lon !== null)
  const near = (level: string) => {
    let best: { r: RegionRow; d: number } | null = null
    for (const r of all) {
      if (r.level !== level) continue
      const d = haversineKm(lat, lon, r.lat!, r.lon!)
      if (!best || d < best.d) best = { r, d }
    }
    return best
  }
  const inChina = place.country === 'CN' || (lat > 18 && lat < 54 && lon > 73 && lon < 135.1)
  const city = inChina ? near('city') : null
  if (city && city.d < 150) return city.r
  return near('country')?.r ?? null
}

/** A traveller's counts by level and the shares of all regions they make. */
export async function litCounts(repos: Repositories, userId: number) {
  const counts = await repos.checkin.countRecordsByLevel(userId)
  const n = (level: string) => counts[level] ?? 0
  const all = [...(await regions(repos)).values()]
  const total = (level: string) => all.filter((r) => r.level === level).length
  const round = (x: number) => Math.round(x * 10000) / 10000
  return {
    countries: n('country'),
    provinces: n('province'),
    cities: n('city'),
    chinaProvinceShare: round(n('province') / total('province')),
    chinaCityShare: round(n('city') / total('city')),
    worldShare: round(n('country') / total('country')),
  }
}

export async function stats(repos: Repositories, userId: number): Promise<Stats> {
  const counts = await litCounts(repos, userId)
  const mine = counts.countries + counts.provinces + counts.cities
  const { rank, participants, beatPercent } = placing(await repos.checkin.countRecordsPerUser(), mine)
  return { ...counts, rank, participants, beatPercent }
}
