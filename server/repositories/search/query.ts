// Finds index rows for a set of terms and scores them (docs/assistant-embedded.md). Long terms go to
// FTS5 (trigram tokenizer, bm25 with names weighted over the body) on SQLite; short terms, and every
// term on another database, are matched with LIKE over the same rows. A row's score adds its text
// match and a little of its popularity (rating or saves), so among equal matches the loved ones lead.
import { sql, type Expression, type SqlBool } from 'kysely'
import type { Db } from '../../db/database'
import { ftsExpression, likePattern, type SearchTerms } from './terms'
import { isSqlite } from './index-builder'

export interface DocFilter {
  kinds: string[]
  /** Lower-cased city name in either language. */
  city?: string
  category?: string
}

export interface ScoredDoc {
  id: number
  score: number
}

const CANDIDATES = 300
const POPULARITY_WEIGHT = 0.3

function filters(f: DocFilter): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [sql<SqlBool>`d.kind IN (${sql.join(f.kinds)})`]
  if (f.city) out.push(sql<SqlBool>`d.cities LIKE ${likePattern(`|${f.city}|`)} ESCAPE '\\'`)
  if (f.category) out.push(sql<SqlBool>`d.category = ${f.category}`)
  return out
}
const and = (parts: Expression<SqlBool>[]) => sql.join(parts, sql` AND `)

async function ftsScores(db: Db, terms: string[], f: DocFilter): Promise<Map<number, number>> {
  // One query per term (at most a dozen, each a millisecond or two): a row's score then sums what
  // each term contributes, so a row matching two terms outranks a row matching one term strongly.
  const out = new Map<number, number>()
  for (const term of terms) {
    const rows = await sql<{ id: number; rank: number }>`
      SELECT d.id AS id, bm25(search_fts, 4.0, 1.0) AS rank
      FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
      WHERE search_fts MATCH ${ftsExpression([term])} AND ${and(filters(f))}
      ORDER BY rank LIMIT ${CANDIDATES}`.execute(db)
    // bm25 is unbounded and negative-is-better: scaled to 0.5..1 within the term, so it adds up
    // with the LIKE hits below (1 per term).
    const best = Math.max(1e-9, ...rows.rows.map((r) => -r.rank))
    for (const r of rows.rows) out.set(r.id, (out.get(r.id) ?? 0) + 0.5 + (0.5 * -r.rank) / best)
  }
  return out
}

async function likeScores(db: Db, terms: string[], f: DocFilter): Promise<Map<number, number>> {
  const hit = (t: string) =>
    sql`(CASE WHEN d.body LIKE ${likePattern(t)} ESCAPE '\\' THEN 1 ELSE 0 END + CASE WHEN lower(d.names) LIKE ${likePattern(t)} ESCAPE '\\' THEN 0.5 ELSE 0 END)`
  const any = sql.join(
    terms.map((t) => sql`d.body LIKE ${likePattern(t)} ESCAPE '\\'`),
    sql` OR `,
  )
  const rows = await sql<{ id: number; hits: number }>`
    SELECT d.id AS id, (${sql.join(terms.map(hit), sql` + `)}) AS hits
    FROM search_docs d
    WHERE (${any}) AND ${and(filters(f))}
    ORDER BY hits DESC LIMIT ${CANDIDATES}`.execute(db)
  return new Map(rows.rows.map((r) => [r.id, Number(r.hits)]))
}

/** Ids of matching rows, best first. No terms: every row that passes the filter, by popularity. */
export async function scoreDocs(
  db: Db,
  terms: SearchTerms,
  f: DocFilter,
  limit: number,
  fullText = isSqlite(db),
): Promise<ScoredDoc[]> {
  const useFts = fullText && terms.long.length > 0
  const likeTerms = useFts ? terms.short : [...terms.short, ...terms.long]
  const text = new Map<number, number>()
  const add = (m: Map<number, number>) => m.forEach((v, k) => text.set(k, (text.get(k) ?? 0) + v))
  if (useFts) add(await ftsScores(db, terms.long, f))
  if (likeTerms.length) add(await likeScores(db, likeTerms, f))
  const hasTerms = terms.long.length + terms.short.length > 0
  const pop = await sql<{ id: number; popularity: number }>`
    SELECT d.id AS id, d.popularity AS popularity FROM search_docs d
    WHERE ${and(filters(f))}
    ${hasTerms ? sql`AND d.id IN (${sql.join([...text.keys(), -1])})` : sql``}
    ORDER BY d.popularity DESC, d.id LIMIT ${hasTerms ? CANDIDATES : limit}`.execute(db)
  return pop.rows
    .map((r) => ({ id: r.id, score: (text.get(r.id) ?? 0) + POPULARITY_WEIGHT * r.popularity }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit)
}
