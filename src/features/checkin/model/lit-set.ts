import { ancestorsOf, levelOf, provinceOf, type RegionLevel } from './region-codes'

export type LitSet = ReadonlySet<string>

/** How many regions of each level there are: what the shares are out of. */
export type RegionTotals = Record<RegionLevel, number>

export interface LitCounts {
  countries: number
  provinces: number
  cities: number
  /** 0..1 of China's provincial-level divisions. */
  chinaProvinceShare: number
  chinaCityShare: number
  worldShare: number
}

/** The set after lighting `codes`: each with the regions it implies (the server's rule, docs/business-rules.md). */
export function withLit(set: LitSet, codes: readonly string[]): LitSet {
  const next = new Set(set)
  for (const code of codes) for (const c of [code, ...ancestorsOf(code)]) next.add(c)
  return next
}

/** Cancelling removes only the region named, never its children or parents. */
export function withCancelled(set: LitSet, code: string): LitSet {
  const next = new Set(set)
  next.delete(code)
  return next
}

/** What lighting `codes` would add: the codes and implied regions not lit yet. */
export const newlyLit = (set: LitSet, codes: readonly string[]): string[] =>
  [...withLit(new Set(), codes)].filter((c) => !set.has(c))

const share = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 10000) / 10000 : 0)

/** The counts the page shows, from the lit set itself: they change the moment a region lights. */
export function countsOf(set: LitSet, totals: RegionTotals): LitCounts {
  const n: Record<RegionLevel, number> = { country: 0, province: 0, city: 0 }
  for (const code of set) {
    const level = levelOf(code)
    if (level) n[level] += 1
  }
  return {
    countries: n.country,
    provinces: n.province,
    cities: n.city,
    chinaProvinceShare: share(n.province, totals.province),
    chinaCityShare: share(n.city, totals.city),
    worldShare: share(n.country, totals.country),
  }
}

/** The lit cities of one province. */
export const litCitiesOf = (set: LitSet, province: string): string[] =>
  [...set].filter((c) => provinceOf(c) === province)
