/**
 * Issue 15: the collector and wish pages in the real WeChat bundle (dist/weapp), run in Node against
 * stubbed WeChat globals (lib/mini-harness.mjs): each page loads, asks the API through wx.request and
 * renders its campaign in zh-CN. A visitor (no stored session) sees the cards, the gifts and the winners.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { builtDir } from './lib/built.mjs'
import { createWeappHarness } from './lib/mini-harness.mjs'

const campaign = (id, title) => ({
  id,
  kind: 'campaign',
  title,
  startsAt: '2025-06-01T00:00:00+08:00',
  endsAt: '2027-12-31T23:59:59+08:00',
  rules: '规则。',
  now: '2026-11-25T00:00:00Z',
})
const gift = {
  id: 7,
  name: '咖啡兑换券',
  image: '',
  kind: 'coupon',
  stock: 5,
  pointsCost: 30,
  description: '一杯',
}
const ANSWERS = {
  '/api/v1/web/campaign': (q) =>
    campaign(Number(q.get('id')), q.get('id') === '2' ? '城市收藏家' : '环游世界心愿单'),
  '/api/v1/capture/home_page_info': () => ({
    activity: { id: 2, title: '城市收藏家', rules: '', startsAt: '', endsAt: '', open: true },
    points: 0,
    collected: 0,
    total: 1,
    items: [
      {
        id: 1,
        name: '雷门灯笼',
        image: '',
        rarity: 'rare',
        points: 20,
        place: null,
        collected: false,
        collectedAt: null,
      },
    ],
    tasks: [],
  }),
  '/api/v1/capture/gift_page_info': () => ({ points: 0, gifts: [gift] }),
  '/api/v1/wish/wish_winner_all/get': () => [
    { nickname: '小林', avatar: '', destination: '冰岛', prizeName: '旅行相机', wonAt: '2026-11-01' },
  ],
}

function respond({ url }) {
  const { pathname, searchParams } = new URL(url)
  const answer = ANSWERS[pathname]
  if (!answer) {
    return {
      statusCode: 404,
      data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
    }
  }
  const data = answer(searchParams)
  return { statusCode: 200, data: JSON.stringify({ code: 0, msg: 'ok', success: true, data }) }
}

let started
function app() {
  if (!started) {
    started = createWeappHarness(builtDir('weapp'), { respond })
    started.launch({ path: 'pages/campaign/prize/index', query: {} })
  }
  return started
}

async function textsOnceLoaded(page, text) {
  for (let i = 0; i < 100 && !page.texts().some((t) => t.includes(text)); i++) await page.settle()
  return page.texts()
}

describe('the collector and wish pages in the WeChat bundle', () => {
  test('the collector home shows its cards to a visitor', async () => {
    const page = await app().openPage('pages/campaign/activity/capture/index/index')
    const texts = await textsOnceLoaded(page, '雷门灯笼')
    assert.ok(
      texts.some((t) => t.includes('雷门灯笼')),
      texts.join(' | '),
    )
    assert.ok(
      texts.some((t) => t.includes('已收集 0 / 1')),
      texts.join(' | '),
    )
  })

  test('the gift shop shows its gifts with their cost', async () => {
    const page = await app().openPage('pages/campaign/activity/capture/giftshop/index')
    const texts = await textsOnceLoaded(page, '咖啡兑换券')
    assert.ok(
      texts.some((t) => t.includes('30 积分')),
      texts.join(' | '),
    )
  })

  test('the wish campaign shows the winners to a visitor', async () => {
    const page = await app().openPage('pages/campaign/prize/index')
    const texts = await textsOnceLoaded(page, '小林')
    assert.ok(
      texts.some((t) => t.includes('冰岛')),
      texts.join(' | '),
    )
  })
})
