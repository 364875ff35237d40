import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { useHostApp, type HostApp } from './fixtures/simulator'
import { recordCollectors } from './fixtures/tracking-events'
import { withoutEmbedded } from './fixtures/embedded-data'

// Issue #7: the shared journey in each context a traveller opens it from. The project decides the
// context: web (a phone browser), host-app (app user agent + simulated bridge), wechat (WeChat's
// browser). A test runs in a context besides web only where it behaves differently there, by its tag
// (playwright.config.ts); that the page opens at all in each context is tests/e2e/contexts.spec.ts.
type Context = 'web' | 'host-app' | 'wechat'
const IN_APP = { tag: '@host-app' }
const contextOf = (): Context => test.info().project.name as Context

const APP = { os: 'ios', version: '6.61.0', build: 6630001 } as const
const ADMIN_PHONE = '13800000003'
const TEST_CODE = '000000'
const MAP_HOSTS = ['https://uri.amap.com/**', 'https://maps.apple.com/**', 'https://api.map.baidu.com/**']

interface Journey {
  id: number
  title: string
  stats: { saves: number }
  days: Array<{
    dayIndex: number
    items: Array<{ kind: string; place: { id: number; name: string } | null }>
  }>
}

async function journeyFromApi(request: APIRequestContext, id: number): Promise<Journey> {
  const body = await (await request.get(`/api/v1/web/journey/detail?id=${id}`)).json()
  return body.data as Journey
}

/** Opens a journey the way the context would, with the bridge installed first in the app. */
async function openJourney(page: Page, id = 1, query = ''): Promise<HostApp | null> {
  // useHostApp is a Playwright fixture helper, not a React hook, whatever its name says.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const app = contextOf() === 'host-app' ? await useHostApp(page, APP) : null
  await page.goto(`/web/journey/detail/${id}${query}`)
  await expect(page.locator('.journey-header')).toBeVisible()
  return app
}

async function signInOnTheWeb(page: Page, request: APIRequestContext, phone: string) {
  const login = await request.post('/api/v1/auth/login', { data: { phone, code: TEST_CODE } })
  const sessionId = (await login.json()).data.sessionId as string
  await page.addInitScript((sid) => window.localStorage.setItem('auth-token', sid), sessionId)
}

test.beforeEach(async ({ context }) => {
  // Map apps and their web pages are outside; the test only needs to see where the page sends people.
  for (const host of MAP_HOSTS) await context.route(host, (route) => route.fulfill({ body: 'map' }))
})

test('a journey opens by its address and shows every day and every stop in order', async ({
  page,
  request,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const journey = await journeyFromApi(request, 1)
  await openJourney(page, 1)
  await expect(page).toHaveTitle(journey.title)
  await expect(page.locator('.journey-header')).toContainText(journey.title)
  await expect(page.locator('[data-day]')).toHaveCount(journey.days.length)
  for (const day of journey.days) {
    // Later days render as they come near the screen.
    await page.locator(`[data-day="${day.dayIndex}"]`).scrollIntoViewIfNeeded()
    const stops = day.items.filter((item) => item.kind === 'place' && item.place)
    const cards = page.locator(`[data-day="${day.dayIndex}"] [data-place-id]`)
    await expect(cards).toHaveCount(stops.length)
    await expect(cards.first()).toContainText(stops[0].place!.name)
    await expect(page.locator(`[data-day="${day.dayIndex}"] [data-marker]`)).toHaveCount(stops.length)
  }
  await expect(page.locator('[data-day="1"] [data-weather]')).toBeVisible()
  expect(errors).toEqual([])
})

test(
  'a stop opens its place sheet, and navigate hands the place to a map',
  IN_APP,
  async ({ page, context }) => {
    const app = await openJourney(page, 1)
    const card = page.locator('[data-day="1"] [data-place-id]').first()
    const placeId = await card.getAttribute('data-place-id')
    await card.click()
    const sheet = page.locator(`[data-place-sheet="${placeId}"]`)
    await expect(sheet).toBeVisible()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(sheet.locator('.place-sheet__action--primary')).toBeEnabled()
    if (app) {
      await sheet.locator('.place-sheet__action--primary').click()
      await expect.poll(async () => (await app.calls('openMapWithLocation')).length).toBe(1)
      const [call] = await app.calls('openMapWithLocation')
      expect(call.args).toMatchObject({ lat: expect.any(Number), long: expect.any(Number) })
      return
    }
    // Elsewhere the traveller picks a map app, whose page opens in a new tab.
    await sheet.locator('.place-sheet__action--primary').click()
    await expect(page.getByText('高德地图')).toBeVisible()
    const opened = context.waitForEvent('page')
    await page.getByText('高德地图').click()
    const mapTab = await opened
    expect(mapTab.url()).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=/)
  },
)

test('a stop can be reported, which opens the place feedback form for it', async ({ page }) => {
  await openJourney(page, 1)
  const card = page.locator('[data-day="1"] [data-place-id]').first()
  const placeId = await card.getAttribute('data-place-id')
  await card.click()
  await page.locator('.place-sheet__action--secondary').click()
  await expect(page).toHaveURL(new RegExp(`/web/poi/feedback\\?.*placeId=${placeId}`))
})

test('a transport leg opens its sheet', async ({ page }) => {
  await openJourney(page, 1)
  await page.locator('[data-transport-id]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test(
  'sharing goes out the way the context allows, counted under its channel',
  { tag: ['@host-app', '@wechat'] },
  async ({ page }) => {
    const app = await openJourney(page, 1)
    const counted = page.waitForRequest('**/api/v1/share/journey/for/web')
    await page.locator('[data-action="share"]').click()
    const context = contextOf()
    if (!app) {
      // Issue 12, item 7: a share inside WeChat is recorded with WeChat's channel, not the system's.
      const body = JSON.parse((await counted).postData() ?? '{}')
      expect(body).toEqual({ journeyId: 1, channel: context === 'wechat' ? 'wechat' : 'system' })
    }
    if (app) {
      await expect.poll(async () => (await app.calls('shareContentV2')).length).toBe(1)
      const [call] = await app.calls('shareContentV2')
      expect(call.args).toMatchObject({
        contentType: 'link',
        linkurl: expect.stringMatching(/\/web\/journey\/detail\/1\?source=share/),
        extension: { miniprogram: { path: expect.stringContaining('pages/journey/detail/index') } },
      })
    } else if (context === 'wechat') {
      await expect(page.locator('[data-guide="share"]')).toBeVisible()
      await page.locator('[data-guide="share"]').click()
      await expect(page.locator('[data-guide="share"]')).toHaveCount(0)
    } else {
      // Headless Chromium has no Web Share: the link is copied, and the page says so.
      await expect(page.getByText('链接已复制')).toBeVisible()
    }
  },
)

// The app's tracker starts from the app platform (its container, its hide and show), so it is proven there too.
test(
  'opening the journey sends its page view and the impressions of the stops seen',
  IN_APP,
  async ({ page }) => {
    const sent = recordCollectors(page)
    await openJourney(page, 1)
    await expect
      .poll(
        () => sent.tracked.some((e) => e.kind === 'page_view' && e.event_info.page_key === 'journeyDetail'),
        {
          timeout: 15_000,
        },
      )
      .toBe(true)
    await page.locator('[data-day="1"] [data-place-id]').first().scrollIntoViewIfNeeded()
    await expect
      .poll(() => sent.tracked.some((e) => e.kind === 'impression' && e.event_key === 'journey_place_card'), {
        timeout: 15_000,
      })
      .toBe(true)
  },
)

test(
  'a signed-in traveller saves the journey to their trips, and the server counts it',
  IN_APP,
  async ({ page, request }) => {
    const context = contextOf()
    if (context === 'host-app') {
      // A different traveller from the web run, so each run adds its own save.
      await useHostApp(page, {
        ...APP,
        user: { userId: '1', nickname: '旅行者小鹿', userToken: 'demo-app-token-1', gender: 2 },
      })
    } else {
      await signInOnTheWeb(page, request, '13800000004')
    }
    const before = await journeyFromApi(request, 3)
    await page.goto('/web/journey/detail/3')
    await page.locator('[data-action="save"]').click()
    await expect(page.locator('[data-action="save"]')).toHaveAttribute('aria-pressed', 'true')
    const after = await journeyFromApi(request, 3)
    expect(after.stats.saves).toBe(before.stats.saves + 1)
  },
)

test('the admin view sends a visitor to the public journey', async ({ page }) => {
  const adminCalls: string[] = []
  page.on('request', (r) => r.url().includes('admin_detail') && adminCalls.push(r.url()))
  await page.goto('/web/journey/admin-detail/1')
  await expect(page).toHaveURL(/\/web\/journey\/detail\/1(\?|$)/)
  await expect(page.locator('.journey-header')).toBeVisible()
  await expect(page.locator('[data-admin-panel]')).toHaveCount(0)
  expect(adminCalls).toEqual([])
})

test('the admin view shows a signed-in admin the review fields', IN_APP, async ({ page, request }) => {
  const context = contextOf()
  if (context === 'host-app') {
    // The app's signed-in user is exchanged for a session (auth/app_login) by the page itself.
    await useHostApp(page, {
      ...APP,
      user: { userId: '3', nickname: '运营小助手', userToken: 'demo-app-token-3', gender: 0 },
    })
  } else {
    await signInOnTheWeb(page, request, ADMIN_PHONE)
  }
  await page.goto('/web/journey/admin-detail/7')
  const panel = page.locator('[data-admin-panel]')
  await expect(panel).toBeVisible()
  await expect(panel.locator('[data-admin-field="visibility"]')).toContainText('仅自己可见')
  await expect(panel.locator('[data-admin-field="reports"]')).toBeVisible()
  await expect(panel.locator('[data-admin-field="owner"]')).toContainText('ID')
  await expect(page.locator('[data-day]').first()).toBeVisible()
})

// Storage is the same in every browser context: proven once, on the web.
test('a journey once opened stays readable when the network is gone', async ({ page }) => {
  await openJourney(page, 2)
  const title = await page.locator('.journey-header__title').textContent()
  await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'))
  // The server puts the journey in the document itself; without a network it could not, so take it out.
  await withoutEmbedded(page, '**/web/journey/detail/2', /./)
  await page.reload()
  await expect(page.locator('[data-offline-copy]')).toBeVisible()
  await expect(page.locator('.journey-header__title')).toHaveText(title ?? '')
  await expect(page.locator('[data-day]').first()).toBeVisible()
})

// The screenshots at 375 x 812 in Chinese and English are taken by journey-screens.spec.ts.
