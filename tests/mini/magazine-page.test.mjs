/**
 * Issue 16: the magazine page in the real WeChat bundle (dist/weapp), run in Node against stubbed
 * WeChat globals (lib/mini-harness.mjs). There is no DOM in a mini-program: the rich block must arrive
 * as plain text (no tag, no handler, no script), the marks as text, and the cards must open the place
 * sheet and the journey.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { builtDir } from './lib/built.mjs'
import { createWeappHarness } from './lib/mini-harness.mjs'

const DIRECTORY = {
  id: 1,
  issue: '2025-07',
  title: '旅行月刊 · 海边与夜色',
  cover: '',
  intro: '这一期我们去了海边。',
  publishedAt: '2025-07-01T00:00:00.000Z',
  sections: [
    {
      id: 1,
      title: '本期专题',
      articles: [{ id: 6, title: '跟着嘴巴去广州', author: '编辑部', cover: '', summary: '早茶' }],
    },
  ],
}
const ARTICLE = {
  id: 6,
  magazineId: 1,
  sectionTitle: '城市生活',
  title: '跟着嘴巴去广州',
  author: '编辑部',
  cover: '',
  summary: '早茶',
  blocks: [
    { type: 'text', text: '一盅两件，见美食地图。', marks: [{ kind: 'bold', start: 0, end: 4 }] },
    {
      type: 'rich',
      html: '<p>三家<strong>老店</strong></p><script>__xss(1)</script><img src=x onerror=__xss(2)><ul><li>陶陶居</li></ul>',
    },
    { type: 'place', placeId: 2 },
    { type: 'journey', journeyId: 4 },
  ],
  prevId: 5,
  nextId: null,
}
const PLACE = {
  id: 2,
  name: '雷门',
  nameEn: 'Kaminarimon',
  city: '东京',
  cityEn: 'Tokyo',
  photos: [],
  rating: 4.5,
}
const ANSWERS = {
  '/api/v1/magazinedirectory/get': () => DIRECTORY,
  '/api/v1/magazinedetail/get': () => ARTICLE,
  '/api/v1/web/poi/detail': () => ({
    ...PLACE,
    category: 'culture',
    countryCode: 'JP',
    provinceCode: null,
    cityCode: null,
    lat: 35.7,
    lon: 139.8,
    coordSys: 'wgs84',
    address: '浅草',
    priceLevel: 1,
    openingHours: '',
    phone: '',
    tags: [],
    description: '',
    outerIds: {},
  }),
  '/api/v1/web/journey/detail': () => ({
    id: 4,
    title: '成都三日',
    titleEn: '',
    cover: '',
    dayCount: 3,
    cities: ['成都'],
    citiesEn: [''],
  }),
}

function respond({ url }) {
  const { pathname } = new URL(url)
  const answer = ANSWERS[pathname]
  if (!answer)
    return {
      statusCode: 404,
      data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
    }
  return { statusCode: 200, data: JSON.stringify({ code: 0, msg: 'ok', success: true, data: answer() }) }
}

let started
function app() {
  if (!started) {
    started = createWeappHarness(builtDir('weapp'), { respond })
    started.launch({ path: 'pages/magazine/detail/index', query: {} })
  }
  return started
}

/** The cards (the element with the tap handler) that show `text`. */
function cards(node, text, out = []) {
  if (!node || typeof node !== 'object') return out
  if (node.cl === 'magazine-block-card' && JSON.stringify(node).includes(text)) out.push(node)
  for (const child of node.cn ?? []) cards(child, text, out)
  return out
}

async function until(page, ok) {
  for (let i = 0; i < 150 && !ok(page.texts()); i++) await page.settle()
  return page.texts()
}

describe('the magazine page in the WeChat bundle', () => {
  test('with no id it shows the issue and its articles', async () => {
    const page = await app().openPage('pages/magazine/detail/index')
    const texts = await until(page, (t) => t.some((x) => x.includes('跟着嘴巴去广州')))
    assert.ok(
      texts.some((t) => t.includes('旅行月刊 · 海边与夜色')),
      texts.join(' | '),
    )
    assert.ok(
      texts.some((t) => t.includes('2025-07 期')),
      texts.join(' | '),
    )
  })

  test('an article: marks as text, the rich block as plain text without its script or handler', async () => {
    const page = await app().openPage('pages/magazine/detail/index', { id: '6' })
    const texts = await until(
      page,
      (t) => t.some((x) => x.includes('陶陶居')) && t.some((x) => x.includes('雷门')),
    )
    for (const line of ['一盅两件', '三家老店', '陶陶居', '雷门', '成都三日']) {
      assert.ok(
        texts.some((t) => t.includes(line)),
        `${line} in ${texts.join(' | ')}`,
      )
    }
    const all = JSON.stringify(page.root)
    assert.doesNotMatch(all, /__xss|<script|onerror/i)
  })

  test('a place card opens the place sheet; a journey card navigates to the journey', async () => {
    const page = await app().openPage('pages/magazine/detail/index', { id: '6' })
    await until(page, (t) => t.some((x) => x.includes('雷门')) && t.some((x) => x.includes('成都三日')))
    const [place] = cards(page.root, '雷门')
    assert.ok(place, page.texts().join(' | '))
    const before = page.callCount()
    await page.tap(place)
    await until(page, (t) => t.some((x) => x.includes('浅草')))
    assert.ok(
      page.texts().some((t) => t.includes('浅草')),
      page.texts().join(' | '),
    )
    const [journey] = cards(page.root, '成都三日')
    await page.tap(journey)
    const call = await page.nextCall('navigateTo', before)
    assert.match(call.options?.url ?? JSON.stringify(call), /pages\/journey\/detail\/index\?id=4/)
  })
})
