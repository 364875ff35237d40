// The assistant's catalogue search (issue 17): trigram full text for Chinese, LIKE for short terms,
// English words, ranking, and user text that can never become FTS5 syntax.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { seededRepos } from './fixture'
import { splitTerms } from '../search/terms'
import { isSearchIndexStale, rebuildSearchIndex } from '../search/index-builder'
import { TEST_PG_URL } from '../../__tests__/pg-databases'

const ready = (async () => {
  const ctx = await seededRepos()
  await ctx.repos.search.reindex()
  return ctx
})()

const ALL = ['place', 'journey', 'region', 'article'] as const

test('splits a Chinese question at stop words and durations into trigrams and short terms', () => {
  assert.deepEqual(splitTerms('成都三天怎么玩'), { long: [], short: ['成都'] })
  assert.deepEqual(splitTerms('麻婆豆腐'), { long: ['麻婆豆', '婆豆腐'], short: [] })
  assert.deepEqual(splitTerms('What to eat in Kyoto'), { long: ['kyoto'], short: [] })
  assert.deepEqual(splitTerms('茶'), { long: [], short: ['茶'] })
  assert.deepEqual(splitTerms('东京 sushi 2 days'), { long: ['sushi'], short: ['东京'] })
})

test('leaves no FTS5 syntax in the terms: quotes, operators, stars and column filters become words or vanish', () => {
  const terms = splitTerms('"NEAR(a b)" OR * title:x AND body:"y" -z ^w')
  for (const t of [...terms.long, ...terms.short]) assert.match(t, /^[\p{L}\p{N}]+$/u)
})

test(
  'finds a Chinese dish of four characters through the trigram index',
  {
    skip:
      TEST_PG_URL !== null &&
      "FTS5's trigram index and bm25 ranking are SQLite's; PostgreSQL searches with LIKE",
  },
  async () => {
    const { repos } = await ready
    const hits = await repos.search.search({ text: '麻婆豆腐', limit: 3 })
    assert.equal(hits[0].kind, 'place')
    assert.match(hits[0].title, /麻婆豆腐/)
  },
)

test('finds a one-character term ("茶") through the LIKE fallback', async () => {
  const { repos } = await ready
  const hits = await repos.search.search({ text: '茶', limit: 5 })
  assert.ok(hits.length > 0)
  for (const h of hits) assert.match(`${h.title}${h.snippet}`, /茶/)
})

test('finds a two-character city ("成都") although a trigram needs three', async () => {
  const { repos } = await ready
  const hits = await repos.search.search({ text: '成都', limit: 8 })
  assert.equal(hits.length, 8)
  for (const h of hits) assert.equal(h.city, '成都')
})

test('finds English words case-insensitively in English names and cities', async () => {
  const { repos } = await ready
  const hits = await repos.search.search({ text: 'KYOTO', kinds: ['journey'], limit: 3 })
  assert.equal(hits[0].titleEn, 'Four days in Kyoto, with a day in Nara')
  const places = await repos.search.search({ text: 'nishiki market', kinds: ['place'], limit: 1 })
  assert.equal(places[0].titleEn, 'Nishiki Market')
})

test('matches mixed Chinese and English in one question', async () => {
  const { repos } = await ready
  const hits = await repos.search.search({ text: 'Chengdu 熊猫', limit: 3 })
  assert.equal(hits[0].city, '成都')
  assert.match(`${hits[0].title}${hits[0].snippet}`, /熊猫/)
})

test('ranks a row that matches more of the question first', async () => {
  const { repos } = await ready
  const hits = await repos.search.search({ text: '大熊猫基地', kinds: ['place'], limit: 3 })
  assert.equal(hits[0].title, '成都大熊猫繁育研究基地')
  assert.ok(hits.every((h, i) => i === 0 || h.score <= hits[i - 1].score))
})

test('ranks equal matches by popularity: the best-rated food place of a city first', async () => {
  const { repos } = await ready
  const hits = await repos.search.search({ text: '', city: 'Kyoto', category: 'food' })
  const ratings = hits.map((h) => h.rating ?? 0)
  assert.deepEqual(
    ratings,
    [...ratings].sort((a, b) => b - a),
  )
  assert.ok(hits.every((h) => h.cityEn === 'Kyoto' && h.category === 'food'))
})

test('filters by city in either language and skips journeys when a category is set', async () => {
  const { repos } = await ready
  const zh = await repos.search.search({ text: '', city: '成都', limit: 50 })
  const en = await repos.search.search({ text: '', city: 'chengdu', limit: 50 })
  assert.deepEqual(
    zh.map((h) => `${h.kind}${h.id}`),
    en.map((h) => `${h.kind}${h.id}`),
  )
  const food = await repos.search.search({
    text: '',
    city: '成都',
    category: 'food',
    kinds: ['place', 'journey'],
  })
  assert.ok(food.every((h) => h.kind === 'place'))
})

test('searches regions and magazine articles when asked for them', async () => {
  const { repos } = await ready
  const [region] = await repos.search.search({ text: '拉萨', kinds: ['region'], limit: 1 })
  assert.equal(region.title, '拉萨市')
  assert.ok(region.code)
  const [article] = await repos.search.search({ text: '红叶', kinds: ['article'], limit: 1 })
  assert.equal(article.title, '京都红叶地图')
})

test('never shows private or deleted journeys', async () => {
  const { repos } = await ready
  const hits = await repos.search.search({ text: '上海', kinds: ['journey'], limit: 20 })
  assert.deepEqual(
    hits.map((h) => h.id),
    [6],
  )
})

test('user text with FTS5 syntax never errors and never breaks the query', async () => {
  const { repos } = await ready
  for (const text of [
    '"',
    '""成都"',
    'NEAR(京都 奈良)',
    '京都 NEAR 奈良',
    '*',
    'kyo*',
    'names:成都',
    'body:kyoto OR title:x',
    'kyoto AND NOT tokyo',
    '(((',
    "'; DROP TABLE places; --",
    '^京都',
    '100%_\\',
  ]) {
    const hits = await repos.search.search({ text, kinds: [...ALL], limit: 5 })
    assert.ok(Array.isArray(hits), text)
  }
  const kyoto = await repos.search.search({ text: 'body:kyoto', kinds: ['journey'], limit: 1 })
  assert.equal(kyoto[0].id, 2)
})

test('keeps the index current: a renamed place is found by its new name on the next search', async () => {
  const { db, repos } = await ready
  await db.updateTable('places').set({ name: '测试改名茶馆' }).where('id', '=', 88).execute()
  const hits = await repos.search.search({ text: '测试改名', kinds: ['place'], limit: 1 })
  assert.equal(hits[0]?.id, 88)
})

test('an edited magazine article is found by its new text', async () => {
  const { db, repos } = await ready
  await db
    .updateTable('magazine_articles')
    .set({ summary: '独一无二的测试摘要' })
    .where('id', '=', 1)
    .execute()
  const hits = await repos.search.search({ text: '独一无二', kinds: ['article'], limit: 1 })
  assert.equal(hits[0]?.id, 1)
})

// How fast the rebuild is belongs to the benchmarks, not to a test.
test('rebuilds the whole catalogue', async () => {
  const { db } = await ready
  const rows = await rebuildSearchIndex(db)
  assert.ok(rows > 500)
})

test('the LIKE path for databases without FTS5 finds the same kinds of things', async () => {
  const { db } = await ready
  const { createSearchRepository } = await import('../search')
  const portable = createSearchRepository(db, { fullText: false })
  const [dish] = await portable.search({ text: '麻婆豆腐', limit: 1 })
  assert.match(dish.title, /麻婆豆腐/)
  const [kyoto] = await portable.search({ text: 'Kyoto', kinds: ['journey'], limit: 1 })
  assert.equal(kyoto.id, 2)
  assert.ok((await portable.search({ text: 'NEAR("x" *)', limit: 3 })).length >= 0)
})

test('counting views and saves of a journey does not mark the index stale', async () => {
  const { db, repos } = await ready
  await repos.search.reindex()
  await db.updateTable('journeys').set({ views: 12345, saves: 999 }).where('id', '=', 1).execute()
  assert.equal(await isSearchIndexStale(db), false)
  await db.updateTable('journeys').set({ visibility: 'private' }).where('id', '=', 1).execute()
  assert.equal(await isSearchIndexStale(db), true)
  const hits = await repos.search.search({ text: 'Asakusa', kinds: ['journey'] })
  assert.ok(!hits.some((h) => h.id === 1), 'a journey made private leaves the index')
  await db.updateTable('journeys').set({ visibility: 'public' }).where('id', '=', 1).execute()
})
