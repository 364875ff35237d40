// Rebuilds the catalogue index (migration 015) from places, public journeys, regions and magazine
// articles. The whole catalogue is a few thousand rows, so a full rebuild in one transaction is
// simpler and safer than incremental updates; it runs at startup and whenever a write to an indexed
// table marked the index stale (SQLite triggers, docs/assistant-embedded.md).
import { sql, SqliteAdapter, type Insertable } from 'kysely'
import type { Db } from '../../db/database'
import type { SearchDocsTable } from '../../db/tables/search'

type Doc = Insertable<SearchDocsTable>

const CATEGORY_WORDS: Record<string, string> = {
  food: '美食 餐厅 小吃 food restaurant eat',
  culture: '人文 文化 culture history',
  nature: '自然 风景 nature park',
  sight: '景点 地标 sight landmark',
  shopping: '购物 逛街 shopping market',
  hub: '交通 车站 机场 transport station airport',
  hotel: '住宿 酒店 hotel stay',
}

export function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter
}

const cityKey = (names: string[]) =>
  `|${names
    .filter(Boolean)
    .map((n) => n.toLowerCase())
    .join('|')}|`
const body = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').toLowerCase()
const parseList = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown
    return Array.isArray(v) ? v.map(String) : []
  } catch {
    return []
  }
}

async function placeDocs(db: Db): Promise<Omit<Doc, 'id'>[]> {
  const rows = await db.selectFrom('places').selectAll().execute()
  return rows.map((p) => ({
    kind: 'place',
    ref_id: p.id,
    code: null,
    title: p.name,
    title_en: p.name_en,
    city: p.city,
    city_en: p.city_en,
    cities: cityKey([p.city, p.city_en]),
    category: p.category,
    snippet: p.description,
    popularity: Math.min(1, p.rating / 5),
    names: `${p.name} ${p.name_en}`,
    body: body([
      p.name,
      p.name_en,
      p.city,
      p.city_en,
      p.category,
      CATEGORY_WORDS[p.category],
      p.description,
      p.address,
      parseList(p.tags_json).join(' '),
    ]),
  }))
}

async function journeyDocs(db: Db): Promise<Omit<Doc, 'id'>[]> {
  const rows = await db
    .selectFrom('journeys')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'public')
    .execute()
  const days = rows.length
    ? await db
        .selectFrom('journey_days')
        .select(['journey_id', 'title'])
        .where(
          'journey_id',
          'in',
          rows.map((j) => j.id),
        )
        .execute()
    : []
  return rows.map((j) => {
    const cities = parseList(j.cities_json)
    const citiesEn = parseList(j.cities_en_json)
    return {
      kind: 'journey',
      ref_id: j.id,
      code: null,
      title: j.title,
      title_en: j.title_en,
      city: cities[0] ?? '',
      city_en: citiesEn[0] ?? '',
      cities: cityKey([...cities, ...citiesEn]),
      category: null,
      snippet: j.summary,
      popularity: Math.min(1, Math.log10(j.saves + 1) / 4),
      names: `${j.title} ${j.title_en}`,
      body: body([
        j.title,
        j.title_en,
        j.summary,
        cities.join(' '),
        citiesEn.join(' '),
        days
          .filter((d) => d.journey_id === j.id)
          .map((d) => d.title)
          .join(' '),
      ]),
    }
  })
}

async function regionDocs(db: Db): Promise<Omit<Doc, 'id'>[]> {
  const rows = await db.selectFrom('regions').selectAll().execute()
  const byCode = new Map(rows.map((r) => [r.code, r]))
  return rows.map((r, i) => {
    const parent = r.parent_code ? byCode.get(r.parent_code) : undefined
    const isCity = r.level === 'city'
    return {
      kind: 'region',
      ref_id: i + 1,
      code: r.code,
      title: r.name,
      title_en: r.name_en,
      city: isCity ? r.name : '',
      city_en: isCity ? r.name_en : '',
      cities: isCity ? cityKey([r.name, r.name_en]) : '||',
      category: r.level,
      snippet: parent ? `${parent.name} · ${parent.name_en}` : '',
      popularity: isCity ? 0.2 : 0.1,
      names: `${r.name} ${r.name_en}`,
      body: body([r.name, r.name_en, parent?.name, parent?.name_en]),
    }
  })
}

async function articleDocs(db: Db, cityNames: string[][]): Promise<Omit<Doc, 'id'>[]> {
  const rows = await db.selectFrom('magazine_articles').selectAll().execute()
  return rows.map((a) => {
    const blocks = (() => {
      try {
        return JSON.parse(a.blocks_json) as { type?: string; text?: string; caption?: string }[]
      } catch {
        return []
      }
    })()
    const text = blocks.map((b) => [b.text, b.caption].filter(Boolean).join(' ')).join(' ')
    const all = `${a.title} ${a.summary} ${text}`
    const mentioned = cityNames.filter(([zh, en]) => all.includes(zh) || (en && all.includes(en)))
    return {
      kind: 'article',
      ref_id: a.id,
      code: null,
      title: a.title,
      title_en: a.title,
      city: mentioned[0]?.[0] ?? '',
      city_en: mentioned[0]?.[1] ?? '',
      cities: cityKey(mentioned.flat()),
      category: null,
      snippet: a.summary,
      popularity: 0.5,
      names: a.title,
      body: body([a.title, a.summary, a.author, text]),
    }
  })
}

/** Replaces every row of the index with the current catalogue. Returns the number of rows. */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('search_meta').set({ value: '0' }).where('key', '=', 'stale').execute()
    const places = await placeDocs(trx)
    const cityNames = [...new Map(places.map((p) => [p.city, [p.city, p.city_en]])).values()]
    const docs = [
      ...places,
      ...(await journeyDocs(trx)),
      ...(await regionDocs(trx)),
      ...(await articleDocs(trx, cityNames)),
    ].map((d, i) => ({ ...d, id: i + 1 }))
    await trx.deleteFrom('search_docs').execute()
    for (let i = 0; i < docs.length; i += 200) {
      await trx
        .insertInto('search_docs')
        .values(docs.slice(i, i + 200))
        .execute()
    }
    if (isSqlite(trx)) {
      await sql`DELETE FROM search_fts`.execute(trx)
      await sql`INSERT INTO search_fts (rowid, names, body) SELECT id, names, body FROM search_docs`.execute(
        trx,
      )
    }
    return docs.length
  })
}

/** True when a write to an indexed table happened after the last rebuild (or none ran yet). */
export async function isSearchIndexStale(db: Db): Promise<boolean> {
  const row = await db.selectFrom('search_meta').select('value').where('key', '=', 'stale').executeTakeFirst()
  return row?.value !== '0'
}
