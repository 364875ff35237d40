// What every composer gets: the repositories, the draft to write into, the question understood.
import type { Repositories } from '../../../repositories'
import type { KnownCity } from '../../../repositories/search/catalog'
import type { CatalogHit } from '../../../repositories/search'
import type { Draft } from './draft'
import type { Understanding } from './understand'
import type { PlaceLike } from './cards'

export interface ComposeContext {
  repos: Repositories
  d: Draft
  u: Understanding
  question: string
  known: KnownCity[]
}

export type Composer = (ctx: ComposeContext) => Promise<void>

export const cityName = (ctx: ComposeContext, city: KnownCity) => ctx.d.t(city.name, city.nameEn)

export const hitPlace = (h: CatalogHit): PlaceLike => ({
  id: h.id,
  name: h.title,
  nameEn: h.titleEn,
  city: h.city,
  cityEn: h.cityEn,
  category: h.category,
})

/** The question without the cities it names, for a search inside a city ("成都 火锅" -> "火锅"). */
export function withoutCities(ctx: ComposeContext): string {
  let text = ctx.question
  for (const c of ctx.u.cities) {
    text = text.split(c.name).join(' ')
    if (c.nameEn) text = text.replace(new RegExp(c.nameEn, 'gi'), ' ')
  }
  return text
}
