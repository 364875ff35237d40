// Search over the catalogue the assistant may point at: places and journeys (issue 17). This first
// version matches names with LIKE; the full-text index (SQLite FTS5, trigram tokenizer, with a
// fallback for one- and two-character terms) replaces the body without changing the shape.
import type { Db } from '../db/database'

export type CatalogKind = 'place' | 'journey'

export interface CatalogQuery {
  /** Free text: a name, a city, a dish ... in Chinese or English. Empty matches everything. */
  text: string
  kinds?: CatalogKind[]
  /** A city in either language ("成都", "Chengdu"); exact match on the place's or journey's cities. */
  city?: string
  /** A place category ('food', 'culture', 'nature', 'hub' ...). Journeys are skipped when set. */
  category?: string
  limit?: number
}

export interface CatalogHit {
  kind: CatalogKind
  id: number
  title: string
  titleEn: string
  /** Places: their city; journeys: their first city. */
  city: string
  cityEn: string
  /** Places only. */
  category?: string
  /** A short description (place) or summary (journey). */
  snippet: string
  /** Higher is better; only comparable within one answer. */
  score: number
}

const like = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`

export function createSearchRepository(db: Db) {
  return {
    async search(q: CatalogQuery): Promise<CatalogHit[]> {
      const limit = q.limit ?? 8
      const kinds = q.kinds ?? ['place', 'journey']
      const text = q.text.trim()
      const hits: CatalogHit[] = []
      if (kinds.includes('place')) {
        let sel = db.selectFrom('places').selectAll()
        if (text) {
          const pattern = like(text)
          sel = sel.where((eb) =>
            eb.or([
              eb('name', 'like', pattern),
              eb('name_en', 'like', pattern),
              eb('description', 'like', pattern),
              eb('city', 'like', pattern),
              eb('city_en', 'like', pattern),
            ]),
          )
        }
        if (q.city) sel = sel.where((eb) => eb.or([eb('city', '=', q.city!), eb('city_en', '=', q.city!)]))
        if (q.category) sel = sel.where('category', '=', q.category)
        const rows = await sel.orderBy('rating', 'desc').orderBy('id').limit(limit).execute()
        for (const p of rows) {
          hits.push({
            kind: 'place',
            id: p.id,
            title: p.name,
            titleEn: p.name_en,
            city: p.city,
            cityEn: p.city_en,
            category: p.category,
            snippet: p.description,
            score: p.rating,
          })
        }
      }
      if (kinds.includes('journey') && !q.category) {
        let sel = db
          .selectFrom('journeys')
          .selectAll()
          .where('deleted_at', 'is', null)
          .where('visibility', '=', 'public')
        if (text) {
          const pattern = like(text)
          sel = sel.where((eb) =>
            eb.or([
              eb('title', 'like', pattern),
              eb('title_en', 'like', pattern),
              eb('summary', 'like', pattern),
              eb('cities_json', 'like', pattern),
              eb('cities_en_json', 'like', pattern),
            ]),
          )
        }
        if (q.city) {
          const pattern = like(`"${q.city}"`)
          sel = sel.where((eb) =>
            eb.or([eb('cities_json', 'like', pattern), eb('cities_en_json', 'like', pattern)]),
          )
        }
        const rows = await sel.orderBy('saves', 'desc').orderBy('id').limit(limit).execute()
        for (const j of rows) {
          const cities = JSON.parse(j.cities_json) as string[]
          const citiesEn = JSON.parse(j.cities_en_json) as string[]
          hits.push({
            kind: 'journey',
            id: j.id,
            title: j.title,
            titleEn: j.title_en,
            city: cities[0] ?? '',
            cityEn: citiesEn[0] ?? '',
            snippet: j.summary,
            score: j.saves / 1000,
          })
        }
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit)
    },
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
