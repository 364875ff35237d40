/**
 * The smoke suite every mini-program bundle runs (issue 13), one file per vendor under tests/mini/vendors
 * (the harness installs the vendor's globals, and node --test gives each file its own process):
 * every page of every package renders its first frame from a stubbed API and sets its title; a tap on a
 * page's link navigates; a refused session signs in with the vendor's login code and the request is sent
 * once more; tracking events leave through the vendor's `request` in batches; a page's share card
 * carries its path and parameters.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { before, describe, test } from 'node:test'
import { builtDir, loadPartZh, loadRouteTable, loadZhCN } from './built.mjs'
import { createMiniHarness } from './mini-harness.mjs'

const API = 'https://api.trip.example/api/v1'
const journey1 = JSON.parse(
  readFileSync(
    new URL('../../../src/features/journey/__tests__/fixtures/journey-1.json', import.meta.url),
    'utf8',
  ),
)
const CAMPAIGN = {
  id: 1,
  kind: 'summer2025',
  title: '2025 夏日旅行季',
  startsAt: '2025-06-01T00:00:00+08:00',
  endsAt: '2026-12-31T23:59:59+08:00',
  rules: '活动期间分享行程即可参与。\n\n每人每天最多 3 次。',
  now: '2026-11-25T00:00:00Z',
}
/** The journey only a signed-in traveller may read: no other page of the suite asks for it, so no
 * earlier page's late request can be the one refused. */
const members = { ...journey1, id: 7, title: `${journey1.title} · members` }
/** The server's region table, from its seed data, as GET region/list answers it. */
const seed = (file) =>
  JSON.parse(readFileSync(new URL(`../../../server/seed/data/${file}`, import.meta.url), 'utf8'))
const REGIONS = [
  ...seed('countries.json').map(([code, name, nameEn]) => ({
    code,
    name,
    nameEn,
    level: 'country',
    parentCode: null,
  })),
  ...seed('regions-cn.json').map(([code, name, nameEn, parentCode]) => ({
    code,
    name,
    nameEn,
    parentCode,
    level: parentCode === 'CN' ? 'province' : 'city',
  })),
].map((r) => ({ ...r, lat: null, lon: null }))
/** The lit map's drawing: the SVG data address of the page's image, decoded. */
function mapSvgOf(node) {
  if (!node || typeof node !== 'object') return null
  for (const value of Object.values(node)) {
    if (typeof value === 'string' && value.startsWith('data:image/svg+xml')) {
      const svg = decodeURIComponent(value.slice(value.indexOf(',') + 1))
      if (svg.includes('#e6ebf0')) return svg
    }
  }
  for (const child of node.cn ?? []) {
    const found = mapSvgOf(child)
    if (found) return found
  }
  return null
}
const SESSION = 'sid-mini-1'
const USER = {
  id: 42,
  nickname: '小程序旅人',
  avatar: '',
  gender: 0,
  role: 'user',
  uuid: 'u-42',
  phone: null,
  createdAt: '2026-01-01T00:00:00Z',
}

/** The parameters each route is opened with, where it needs some to show its content. */
const PARAMS = {
  journeyDetail: { id: '1' },
  journeyAdminDetail: { id: '1' },
  shareIndex: { type: 'journey', id: '1' },
  shareResult: { type: 'journey', id: '1', channel: 'link', status: 'copied' },
  map: { journeyId: '1', day: '1' },
  coEditor: { code: 'demo-tokyo-invite' },
  poiFeedback: { poiId: '1' },
}

const ok = (data) => ({ statusCode: 200, data: JSON.stringify({ code: 0, msg: 'ok', success: true, data }) })
const refused = (statusCode, code, msg) => ({
  statusCode,
  data: JSON.stringify({ code, msg, success: false, data: null }),
})

const headerOf = (options, name) => {
  const header = options.header ?? {}
  const key = Object.keys(header).find((k) => k.toLowerCase() === name)
  return key ? String(header[key]) : ''
}

/**
 * The API as the stub plays it. Journey 7 is refused without the session the mini login hands out
 * (401), as the real server does for an expired one.
 */
function createApi(state) {
  return (options) => {
    const { pathname, searchParams } = new URL(options.url)
    const path = pathname.replace(/^\/api\/v1\//, '')
    if (path === 'web/journey/detail' && searchParams.get('id') === '1') return ok(journey1)
    if (path === 'web/journey/detail' && searchParams.get('id') === '7') {
      if (!headerOf(options, 'authorization').includes(SESSION)) return refused(401, 40100, 'sign in first')
      return ok(members)
    }
    if (path === 'web/campaign') return ok(CAMPAIGN)
    if (path === 'region/list') return ok(REGIONS)
    if (path === 'join/user-counter') return ok({ participants: 12 })
    if (path === 'record/list') return ok([{ region: { code: '510100' } }, { region: { code: '510000' } }])
    if (path === 'query/record/stats') return ok({ rank: 1, participants: 12, beatPercent: 90 })
    if (path === 'activity/sync/user-status') return ok({ suggestions: [], unsynced: 0 })
    if (path === 'activity/recommend_place/list') return ok([])
    if (path === 'auth/mini_login') {
      state.miniLogins.push(typeof options.data === 'string' ? JSON.parse(options.data) : options.data)
      return ok({ sessionId: SESSION, expiresAt: '2099-01-01T00:00:00Z', user: USER })
    }
    if (path === 'user/me' || path === 'user/info') return ok(USER)
    return refused(404, 40400, 'not found')
  }
}

export function describeVendor(vendor) {
  const state = { miniLogins: [] }
  let zhCN
  let routes
  let harness

  before(async () => {
    zhCN = await loadZhCN()
    routes = (await loadRouteTable()).ROUTES
  })

  /** The launched app, started on first use, so a missing build fails each test with the build hint. */
  const app = () => {
    if (!harness) {
      harness = createMiniHarness(builtDir(vendor), { vendor, respond: createApi(state) })
      harness.launch({ path: 'pages/journey/detail/index', query: {} })
    }
    return harness
  }
  const titleCall = vendor === 'alipay' ? 'setNavigationBar' : 'setNavigationBarTitle'

  /**
   * Opens a page and lets its data land (React commits, Taro's batched setData). The wait is
   * bounded by time, not by a count of turns: on a busy CI machine the API's answer can take
   * longer than a fixed number of short turns.
   */
  async function open(page, query, until = () => true, { waitMs = 10_000 } = {}) {
    const opened = await app().openPage(page, query)
    const deadline = Date.now() + waitMs
    while (!until(opened) && Date.now() < deadline) await opened.settle()
    return opened
  }

  describe(`the ${vendor} bundle`, () => {
    test('renders the first frame of every page of every package, titled in zh-CN', async () => {
      const problems = []
      for (const route of routes) {
        const since = app().calls.length
        const page = await open(route.page, PARAMS[route.name] ?? {}, (p) => p.texts().length > 3)
        const texts = page.texts()
        if (texts.length === 0) problems.push(`${route.page}: rendered nothing`)
        const title = app()
          .calls.slice(since)
          .find((c) => c.api === titleCall)
        if (title?.options.title !== zhCN[route.titleKey] && route.name !== 'notFound')
          problems.push(`${route.page}: titled "${title?.options.title}", not "${zhCN[route.titleKey]}"`)
      }
      assert.deepEqual(problems, [])
    })

    test("shows the shared journey from the API, and a tap on a page's contact link navigates there", async () => {
      const page = await open('pages/journey/detail/index', { id: '1' }, (p) =>
        p.texts().includes(journey1.title),
      )
      assert.ok(page.texts().includes(journey1.title), page.texts().slice(0, 20).join(' | '))
      const link = page.elementsWithText(zhCN['nav.contact'])
      assert.equal(link.length, 1)
      const since = page.callCount()
      page.tap(link[0])
      const call = await page.nextCall('navigateTo', since)
      assert.equal(call.options.url.split('?')[0], '/pages/app/feedback/index')
    })

    test("a campaign rule page's share entry opens the share page with the campaign", async () => {
      const shareLabel = (await loadPartZh('campaign-shell'))['campaign.share']
      const page = await open('pages/campaign/activity/summer2025/rule/index', {}, (p) =>
        p.texts().includes(shareLabel),
      )
      const entry = page.elementsWithText(shareLabel)
      assert.equal(entry.length, 1, page.texts().join(' | '))
      const since = page.callCount()
      page.tap(entry[0])
      const call = await page.nextCall('navigateTo', since)
      const [path, query] = call.options.url.split('?')
      assert.equal(path, '/pages/shareh5/index/index')
      const params = new URLSearchParams(query)
      assert.deepEqual([params.get('type'), params.get('id')], ['campaign', 'summer2025'])
    })

    test("a page's share card carries its path and parameters, and the journey its own title", async () => {
      // The page names itself after its data in an effect after the data's render, so the card's
      // title can trail the shown title by a render: wait for both.
      const journey = await open(
        'pages/journey/detail/index',
        { id: '1' },
        (p) =>
          p.texts().includes(journey1.title) &&
          p.instance.onShareAppMessage({ from: 'menu' }).title === journey1.title,
      )
      assert.ok(journey.texts().includes(journey1.title), journey.texts().slice(0, 20).join(' | '))
      const card = journey.instance.onShareAppMessage({ from: 'menu' })
      assert.equal(card.path, '/pages/journey/detail/index?id=1')
      assert.equal(card.title, journey1.title)
      assert.equal(journey.instance.onShareTimeline().query, 'id=1')

      const map = await open('pages/map/index', { journeyId: '1', day: '2', uba_pre: 'journeyDetail' })
      const mapCard = map.instance.onShareAppMessage({ from: 'menu' })
      assert.equal(mapCard.path, '/pages/map/index?journeyId=1&day=2')

      const exception = await open('pages/exception/index', {})
      assert.equal(exception.instance.onShareAppMessage, undefined, 'an error page offers no share card')
    })

    test("a refused session signs in with the vendor's login code, and the request is sent once more", async () => {
      const since = app().calls.length
      const page = await open('pages/journey/detail/index', { id: '7' }, (p) =>
        p.texts().includes(members.title),
      )
      const calls = app().calls.slice(since)
      assert.ok(
        page.texts().includes(members.title),
        `the journey shows after the sign-in: ${calls.map((c) => `${c.api} ${c.options.url ?? ''}`).join(', ')} | ${page.texts().slice(0, 8).join(' | ')}`,
      )
      const journeyRequests = calls.filter(
        (c) => c.api === 'request' && c.options.url.startsWith(`${API}/web/journey/detail?id=7`),
      )
      const loginApi = { alipay: 'getAuthCode', swan: 'getLoginCode' }[vendor] ?? 'login'
      const order = calls.map((c) => (c.api === 'request' ? c.options.url.replace(API, '') : c.api))
      assert.equal(journeyRequests.length, 2, `refused once, then sent once more: ${order.join(' > ')}`)
      assert.ok(headerOf(journeyRequests[1].options, 'authorization').includes(SESSION))
      const refusedAt = order.findIndex((u) => u.startsWith('/web/journey/detail?id=7'))
      const loginAt = order.indexOf(loginApi)
      const exchangeAt = order.indexOf('/auth/mini_login')
      const retryAt = order.findLastIndex((u) => u.startsWith('/web/journey/detail?id=7'))
      assert.ok(refusedAt < loginAt && loginAt < exchangeAt && exchangeAt < retryAt, order.join(' > '))
      assert.deepEqual(state.miniLogins.at(-1), { vendor, code: `${vendor}-code-1` })
    })

    test("the check-in home draws China's provinces as an image from the bundled shapes, with the counts", async () => {
      const route = routes.find((r) => r.name === 'clockIn')
      const page = await open(route.page.replace(/^\//, ''), {}, (p) => mapSvgOf(p.root) !== null)
      const svg = mapSvgOf(page.root)
      assert.ok(svg, `the map is drawn: ${page.texts().slice(0, 20).join(' | ')}`)
      assert.ok((svg.match(/<path/g) ?? []).length >= 34, 'every province has its shape')
      assert.ok(page.texts().includes('/ 34'), 'the provinces count is out of 34')
    })

    test("tracking events leave through the vendor's request in batches when the app goes to the background", async () => {
      const since = app().calls.length
      await open('pages/about/index', {})
      await open('pages/home/index', {})
      // Events wait a moment to travel together; leaving the app sends what is still waiting.
      app().hideApp()
      const batches = () =>
        app()
          .calls.slice(since)
          .filter((c) => c.api === 'request' && String(c.options.data ?? '').includes('"events"'))
      for (let i = 0; i < 100 && batches().length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20))
      assert.ok(batches().length > 0, 'a batch of tracking events was sent')
      assert.ok(batches().every((c) => c.options.method === 'POST'))
      const sizes = batches().map((c) => JSON.parse(c.options.data).events.length)
      assert.ok(Math.max(...sizes) >= 2, `one request carries several events (${sizes.join(', ')})`)
      const events = batches().flatMap((c) => JSON.parse(c.options.data).events)
      assert.ok(
        events.some((e) => JSON.stringify(e).includes(`mini:${vendor}`)),
        "the events carry the mini-program's platform",
      )
    })
  })
}
