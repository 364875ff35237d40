// The assistant's catalogue index (migration 015, docs/assistant-embedded.md). search_fts, the
// SQLite FTS5 table over the same rows, is reached with raw SQL and has no type here.

export interface SearchDocsTable {
  id: number
  kind: string
  ref_id: number
  code: string | null
  title: string
  title_en: string
  city: string
  city_en: string
  cities: string
  category: string | null
  snippet: string
  popularity: number
  names: string
  body: string
}

export interface SearchMetaTable {
  key: string
  value: string
}
