/**
 * Issue 16 in the real WeChat bundle (dist/weapp), at logic level (lib/mini-harness.mjs): the food trail
 * shows its cities and places to a visitor, and a sharer's progress when opened from a share; the Spring
 * Festival special shows its countdown, destinations, journeys and posters, and a journey card opens
 * the journey page.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { builtDir } from './lib/built.mjs'
import { createWeappHarness } from './lib/mini-harness.mjs'

const ok = (data) => ({ statusCode: 200, data: JSON.stringify({ code: 0, msg: 'ok', success: true, data }) })
const place = (placeId, name, eaten = false) => ({
  placeId,
  name,
  nameEn: name,
  photo: '',
  rating: 4.5,
  blurb: '招牌',
  blurbEn: 'Signature',
  eaten,
})
const trail = (owner, eatenIds = []) => {
  const cities = [
    {
      cityCode: '510100',
      city: '成都',
      cityEn: 'Chengdu',
      places: [place(1, '陈麻婆豆腐'), place(2, '钟水饺')],
    },
    { cityCode: '350200', city: '厦门', cityEn: 'Xiamen', places: [place(3, '沙茶面')] },
  ].map((c) => {
    const places = c.places.map((p) => ({ ...p, eaten: eatenIds.includes(p.placeId) }))
    return { ...c, places, eaten: places.filter((p) => p.eaten).length, total: places.length }
  })
  return {
    title: '跟着嘴巴去旅行',
    rules: '吃过就打卡。',
    owner,
    cities,
    eaten: cities.reduce((n, c) => n + c.eaten, 0),
    total: 3,
  }
}
const FESTIVAL = {
  title: '新春去哪儿',
  titleEn: 'Where to for Spring Festival',
  intro: '精选春节目的地与行程。',
  introEn: 'Curated.',
  festivalDate: '2099-02-06',
  festivalAt: '2099-02-06T00:00:00+08:00',
  now: new Date().toISOString(),
  destinations: [
    {
      placeId: 31,
      name: '冰雪大世界',
      nameEn: 'Ice World',
      city: '哈尔滨',
      cityEn: 'Harbin',
      photo: '',
      blurb: '冰灯',
      blurbEn: 'Ice',
    },
  ],
  journeys: [{ id: 4, title: '成都三日游', cover: '', dayCount: 3, cities: ['成都'], views: 1 }],
  posters: [{ id: 3, name: '蛇年新春海报', image: '' }],
}
const CAMPAIGN = {
  id: 4,
  kind: 'food',
  title: '跟着嘴巴去旅行',
  startsAt: '2025-04-01T00:00:00.000Z',
  endsAt: '2099-12-31T16:00:00.000Z',
  rules: '',
  now: new Date().toISOString(),
}

function respond({ url }) {
  const { pathname, searchParams } = new URL(url)
  if (pathname === '/api/v1/web/campaign') return ok(CAMPAIGN)
  if (pathname === '/api/v1/food/home') {
    return ok(searchParams.get('from') === '12' ? trail({ id: 12, nickname: '阿林' }, [1, 3]) : trail(null))
  }
  if (pathname === '/api/v1/springfestival/get') return ok(FESTIVAL)
  return {
    statusCode: 404,
    data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
  }
}

let started
function app() {
  if (!started) {
    started = createWeappHarness(builtDir('weapp'), { respond })
    started.launch({ path: 'pages/campaign/activity/food/index', query: {} })
  }
  return started
}

/** The first node of the page's tree that `accepts` takes (depth first). */
function findNode(node, accepts) {
  if (!node || typeof node !== 'object') return null
  if (accepts(node)) return node
  for (const child of node.cn ?? []) {
    const found = findNode(child, accepts)
    if (found) return found
  }
  return null
}

async function until(page, text) {
  for (let i = 0; i < 100 && !page.texts().some((t) => t.includes(text)); i++) await page.settle()
  assert.ok(
    page.texts().some((t) => t.includes(text)),
    `"${text}" not in: ${page.texts().join(' | ')}`,
  )
}

describe('the food trail and the Spring Festival special in the WeChat bundle', () => {
  test('the food trail shows its cities and places to a visitor, with the sign-in prompt', async () => {
    const page = await app().openPage('pages/campaign/activity/food/index', {})
    await until(page, '陈麻婆豆腐')
    await until(page, '2 座城市，3 家精选美食')
    await until(page, '厦门')
    await until(page, '我吃过')
    await until(page, '登录')
  })

  test("opened from a share, the food trail shows the sharer's progress", async () => {
    const page = await app().openPage('pages/campaign/activity/food/index', { from: '12' })
    await until(page, '阿林 已在 2 / 3 家吃过')
    await until(page, '阿林 吃过')
  })

  test('the Spring Festival special shows the countdown and its sections; a journey opens', async () => {
    const page = await app().openPage('pages/campaign/specialSubject/springFestival/index', {})
    await until(page, '距离春节还有')
    await until(page, '冰雪大世界')
    await until(page, '蛇年新春海报')
    await until(page, '成都三日游')
    // Tapped where its handler is bound, as WeChat's bindtap on the card would be: the card is the link
    // named by the journey's title (the title itself is a child text).
    const journey = findNode(page.root, (n) => n.role === 'link' && n.ariaLabel === '成都三日游')
    assert.ok(journey, 'the journey card is a link named by its title')
    const since = page.callCount()
    page.tap(journey)
    const call = await page.nextCall('navigateTo', since)
    assert.match(JSON.stringify(call), /pages\/journey\/detail\/index\?id=4/)
  })
})
