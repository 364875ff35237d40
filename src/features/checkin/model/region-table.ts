import type { Region } from '@types-shared/api/checkin'
import { localizedName } from '@/i18n/localized-name'
import type { Locale } from '@/i18n'
import type { RegionLevel } from './region-codes'
import type { RegionTotals } from './lit-set'

export type RegionTable = ReadonlyMap<string, Region>

/** A region's name in the reader's language; the code itself when the table lacks it. */
export const regionName = (table: RegionTable, code: string, locale: Locale) => {
  const r = table.get(code)
  return r ? localizedName(r.name, r.nameEn, locale) : code
}

export function totalsOf(table: RegionTable): RegionTotals {
  const totals: RegionTotals = { country: 0, province: 0, city: 0 }
  for (const r of table.values()) if (r.level in totals) totals[r.level as RegionLevel] += 1
  return totals
}

export const childrenOf = (table: RegionTable, parent: string): Region[] =>
  [...table.values()].filter((r) => r.parentCode === parent)
