/**
 * Issue 15 in the real WeChat bundle (dist/weapp), at logic level (lib/mini-harness.mjs): the summer
 * campaign page and its records page render in the mini-program build, a visitor gets the sign-in gate,
 * and a transfer link shows the offered prize and who gives it before signing in.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { builtDir } from './lib/built.mjs'
import { createWeappHarness } from './lib/mini-harness.mjs'

const TOKEN = '0123456789abcdef0123456789abcdef'
const ok = (data) => ({ statusCode: 200, data: JSON.stringify({ code: 0, msg: 'ok', success: true, data }) })
const CAMPAIGN = {
  id: 1,
  kind: 'summer2025',
  title: '2025 夏日冰淇淋环游记',
  startsAt: '2025-06-01T00:00:00.000Z',
  endsAt: '2099-12-31T16:00:00.000Z',
  rules: '规则',
  now: new Date().toISOString(),
}
const OFFER = {
  id: 5,
  campaignId: 1,
  status: 'transferring',
  source: 'draw',
  prize: {
    id: 50,
    name: '旅行地图冰箱贴',
    image: '',
    kind: 'physical',
    stock: 3,
    pointsCost: 0,
    description: '',
  },
  redeemCode: null,
  boundAccount: null,
  transferToken: null,
  fromUser: { id: 2, nickname: '阿林' },
  createdAt: '2026-07-01T08:00:00.000Z',
  updatedAt: '2026-07-01T08:00:00.000Z',
}

function answerApi({ url }) {
  const { pathname, searchParams } = new URL(url)
  if (pathname === '/api/v1/web/campaign' && searchParams.get('id') === '1') return ok(CAMPAIGN)
  if (pathname === '/api/v1/get_prize' && searchParams.get('token') === TOKEN) return ok(OFFER)
  return {
    statusCode: 404,
    data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
  }
}

let started
function app() {
  if (!started) {
    started = createWeappHarness(builtDir('weapp'), { respond: answerApi })
    started.launch({ path: 'pages/campaign/activity/summer2025/index', query: {} })
  }
  return started
}

async function until(page, text) {
  for (let i = 0; i < 100 && !page.texts().some((t) => t.includes(text)); i++) await page.settle()
  assert.ok(
    page.texts().some((t) => t.includes(text)),
    `"${text}" not in: ${page.texts().join(' | ')}`,
  )
}

describe('the summer 2025 pages in the WeChat bundle', () => {
  test('the campaign page shows the campaign and asks a visitor to sign in', async () => {
    const page = await app().openPage('pages/campaign/activity/summer2025/index', {})
    await until(page, CAMPAIGN.title)
    await until(page, '登录')
  })

  test('the records page shows a transfer offer and who gives it before sign-in', async () => {
    const page = await app().openPage('pages/campaign/activity/summer2025/records/index', {
      acceptToken: TOKEN,
    })
    await until(page, '旅行地图冰箱贴')
    await until(page, '阿林 送给你')
    await until(page, '登录后领取')
  })
})
