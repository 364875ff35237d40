// Search over the catalogue the assistant may point at: places, public journeys, regions and magazine
// articles (issue 17, docs/assistant-embedded.md). SQLite: FTS5 with the trigram tokenizer, and LIKE for
// one- and two-character terms; other databases: LIKE over the same index rows.
import type { Db } from '../db/database'
import { isSearchIndexStale, rebuildSearchIndex } from './search/index-builder'
import { scoreDocs } from './search/query'
import { splitTerms } from './search/terms'
import { createCatalogQueries } from './search/catalog'

export type CatalogKind = 'place' | 'journey' | 'region' | 'article'

export interface CatalogQuery {
  /** Free text: a name, a city, a dish ... in Chinese or English. Empty matches everything. */
  text: string
  /** Default: places and journeys. */
  kinds?: CatalogKind[]
  /** A city in either language ("成都", "Chengdu"); exact match on the place's or journey's cities. */
  city?: string
  /** A place category ('food', 'culture', 'nature', 'hub' ...). Journeys are skipped when set. */
  category?: string
  limit?: number
}

export interface CatalogHit {
  kind: CatalogKind
  /** The place's, journey's or article's id; regions: only a position, see `code`. */
  id: number
  title: string
  titleEn: string
  /** Places: their city; journeys: their first city; articles: the first city they mention. */
  city: string
  cityEn: string
  /** Places only (regions: their level). */
  category?: string
  /** A short description (place), summary (journey, article) or the parent region. */
  snippet: string
  /** Higher is better; only comparable within one answer. */
  score: number
  /** Places: their rating. */
  rating?: number
  /** Journeys: their number of days. */
  days?: number
  /** Regions: their code. */
  code?: string
}

export interface SearchOptions {
  /** Use the FTS5 index; default: when the database is SQLite. false: the LIKE path of any database. */
  fullText?: boolean
}

export function createSearchRepository(db: Db, options: SearchOptions = {}) {
  let rebuilding: Promise<number> | undefined
  /** Rebuilds the index now (startup, tests, a PostgreSQL deployment after content writes). */
  const reindex = () => {
    rebuilding ??= rebuildSearchIndex(db).finally(() => {
      rebuilding = undefined
    })
    return rebuilding
  }
  const fresh = async () => {
    if (rebuilding) await rebuilding
    else if (await isSearchIndexStale(db)) await reindex()
  }

  async function hydrate(scored: { id: number; score: number }[]): Promise<CatalogHit[]> {
    if (!scored.length) return []
    const docs = await db
      .selectFrom('search_docs')
      .selectAll()
      .where(
        'id',
        'in',
        scored.map((s) => s.id),
      )
      .execute()
    const placeIds = docs.filter((d) => d.kind === 'place').map((d) => d.ref_id)
    const journeyIds = docs.filter((d) => d.kind === 'journey').map((d) => d.ref_id)
    const ratings = new Map(
      placeIds.length
        ? (await db.selectFrom('places').select(['id', 'rating']).where('id', 'in', placeIds).execute()).map(
            (p) => [p.id, p.rating],
          )
        : [],
    )
    const days = new Map(
      journeyIds.length
        ? (
            await db.selectFrom('journeys').select(['id', 'days']).where('id', 'in', journeyIds).execute()
          ).map((j) => [j.id, j.days])
        : [],
    )
    const byId = new Map(docs.map((d) => [d.id, d]))
    return scored.flatMap(({ id, score }) => {
      const d = byId.get(id)
      if (!d) return []
      const hit: CatalogHit = {
        kind: d.kind as CatalogKind,
        id: d.ref_id,
        title: d.title,
        titleEn: d.title_en,
        city: d.city,
        cityEn: d.city_en,
        snippet: d.snippet,
        score,
      }
      if (d.category) hit.category = d.category
      if (d.kind === 'place') hit.rating = ratings.get(d.ref_id)
      if (d.kind === 'journey') hit.days = days.get(d.ref_id)
      if (d.code) hit.code = d.code
      return [hit]
    })
  }

  return {
    reindex,
    async search(q: CatalogQuery): Promise<CatalogHit[]> {
      await fresh()
      const limit = Math.max(1, Math.min(q.limit ?? 8, 100))
      let kinds: string[] = q.kinds?.length ? q.kinds : ['place', 'journey']
      if (q.category) kinds = kinds.filter((k) => k === 'place')
      if (!kinds.length) return []
      const scored = await scoreDocs(
        db,
        splitTerms(q.text),
        { kinds, city: q.city?.trim().toLowerCase() || undefined, category: q.category },
        limit,
        options.fullText,
      )
      return hydrate(scored)
    },
    ...createCatalogQueries(db),
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
