import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { scanPoster } from './fixtures/scan-poster'

// Issue 14 end to end, against the built site and the real server: a signed-in traveller lights a city
// by tap, one by (mocked) position and a whole province, cancels one, and the fills and counts change by
// exactly those regions; a poster of the lit map carries a QR code that opens the result page; the
// records page finds the lit city and deletes a place of the traveller's own.

const API = '/api/v1'

async function signIn(page: Page, request: APIRequestContext, phone: string) {
  const login = await request.post(`${API}/auth/login`, { data: { phone, code: '000000' } })
  const { sessionId, user } = (await login.json()).data as { sessionId: string; user: { id: number } }
  await page.addInitScript(
    ([sid, stored]) => {
      window.localStorage.setItem('auth-token', sid)
      window.localStorage.setItem('auth-user', stored)
    },
    [sessionId, JSON.stringify(user)],
  )
  return { sessionId, userId: user.id }
}

const stats = async (request: APIRequestContext, sid: string) =>
  (await (await request.get(`${API}/query/record/stats`, { headers: { authorization: sid } })).json())
    .data as { countries: number; provinces: number; cities: number }

const count = (page: Page, kind: 'countries' | 'provinces' | 'cities') =>
  page.locator(`[data-count="${kind}"] .lit-counts__value`)

/** Counts on the page, then the server's, for the same three figures. */
async function expectCounts(
  page: Page,
  request: APIRequestContext,
  sid: string,
  expected: [number, number, number],
) {
  await expect(count(page, 'countries')).toHaveText(String(expected[0]))
  await expect(count(page, 'provinces')).toHaveText(String(expected[1]))
  await expect(count(page, 'cities')).toHaveText(String(expected[2]))
  await expect
    .poll(async () => {
      const s = await stats(request, sid)
      return [s.countries, s.provinces, s.cities]
    })
    .toEqual(expected)
}

/** Chooses a region on the map as a keyboard would: its name button, then Enter. */
async function choose(page: Page, code: string) {
  await page.locator(`.lit-map [data-region="${code}"]`).press('Enter')
  await expect(page.locator(`[data-region-panel="${code}"]`)).toBeVisible()
}

test('a traveller lights a city by tap, one by position and a whole province, and cancels one', async ({
  page,
  context,
  request,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const { sessionId } = await signIn(page, request, '13900001401')
  const hainan = (await (await request.get(`${API}/region/list?parentCode=460000`)).json()).data.length
  await context.grantPermissions(['geolocation'])
  // Shenzhen, as a phone's GPS reports it (WGS-84).
  await context.setGeolocation({ latitude: 22.5431, longitude: 114.0579 })

  await page.goto('/web/activity-clock-in/map/index')
  await expect(page.locator('.lit-map[data-view="china"]')).toBeVisible()
  await expectCounts(page, request, sessionId, [0, 0, 0])

  // By tap: Sichuan, its cities, then Chengdu.
  await choose(page, '510000')
  await page.locator('[data-action="open-cities"]').click()
  await expect(page.locator('.lit-map[data-view="province"]')).toBeVisible()
  await choose(page, '510100')
  await page.locator('[data-action="light-region"]').click()
  await expect(page.locator('.lit-map')).toHaveAttribute('data-lit-count', '1')
  await expectCounts(page, request, sessionId, [1, 1, 1])

  // By position: Shenzhen and Guangdong.
  await page.locator('[data-action="light-here"]').click()
  await expectCounts(page, request, sessionId, [1, 2, 2])

  // A whole province: Hainan and every one of its cities.
  await page.locator('[data-action="view-china"]').click()
  await expect(page.locator('.lit-map[data-view="china"]')).toHaveAttribute('data-lit-count', '2')
  await choose(page, '460000')
  await page.locator('[data-action="light-province"]').click()
  await expect(page.locator('.lit-map[data-view="china"]')).toHaveAttribute('data-lit-count', '3')
  await expectCounts(page, request, sessionId, [1, 3, 2 + hainan])

  // Cancel Guangdong after the question: only the province goes, Shenzhen stays.
  await choose(page, '440000')
  await page.locator('[data-action="cancel-region"]').click()
  const modal = page.locator('.taro__modal')
  await expect(modal.locator('.taro-modal__title')).toContainText('广东')
  await modal.locator('.taro-model__confirm').click()
  await expect(page.locator('.lit-map[data-view="china"]')).toHaveAttribute('data-lit-count', '2')
  await expectCounts(page, request, sessionId, [1, 2, 2 + hainan])

  // What was just lit, on the result page.
  await page.locator('[data-action="see-result"]').click()
  await expect(page).toHaveURL(/\/web\/activity-clock-in\/result\?.*lit=/)
  await expect(page.locator('[data-just-lit="510100"]')).toContainText('成都')
  await expect(page.locator('[data-just-lit="440300"]')).toContainText('深圳')
  // Cancelled since: not among what was just lit.
  await expect(page.locator('[data-just-lit="440000"]')).toHaveCount(0)
  expect(errors).toEqual([])
})

test("a poster of the lit map carries a QR code that opens the traveller's result page", async ({
  page,
  request,
  baseURL,
}) => {
  const { sessionId, userId } = await signIn(page, request, '13900001402')
  await request.post(`${API}/activity/manual_highlight_uniform`, {
    headers: { authorization: sessionId },
    data: { codes: ['510100', 'JP'] },
  })
  await page.goto('/web/activity-clock-in/templates')
  await expect(page.locator('.template-poster')).toHaveAttribute('data-poster-state', 'ready')
  const size = await page.locator('[data-poster] img').evaluate((img: HTMLImageElement) => img.naturalWidth)
  expect(size).toBeGreaterThanOrEqual(1200)
  expect(await scanPoster(page)).toBe(
    `${baseURL}/web/activity-clock-in/result?from=${userId}&source=share&channel=poster`,
  )
})

test('a visitor opening a shared result sees that map and its counts, and nothing once unshared', async ({
  page,
  request,
}) => {
  const owner = await request.post(`${API}/auth/login`, { data: { phone: '13900001403', code: '000000' } })
  const { sessionId, user } = (await owner.json()).data
  const headers = { authorization: sessionId }
  await request.post(`${API}/activity/manual_highlight_uniform`, {
    headers,
    data: { codes: ['330100', 'FR'] },
  })
  await page.goto(`/web/activity-clock-in/result?from=${user.id}`)
  await expect(page.getByText('这张点亮地图还没有分享')).toBeVisible()
  await request.post(`${API}/activity/share`, { headers, data: { channel: 'link' } })
  await page.reload()
  await expect(count(page, 'countries')).toHaveText('2')
  await expect(count(page, 'cities')).toHaveText('1')
  await expect(page.locator('.lit-map')).toHaveAttribute('data-lit-count', '1')
  await expect(page.locator('[data-action="light-my-own"]')).toBeVisible()
})

test('the records page finds a lit city by search and deletes a place of my own', async ({
  page,
  request,
}) => {
  const { sessionId } = await signIn(page, request, '13900001404')
  const headers = { authorization: sessionId }
  await request.post(`${API}/activity/manual_highlight_uniform`, {
    headers,
    data: { codes: ['510100', '440300'] },
  })
  await request.post(`${API}/record/custom/create`, {
    headers,
    data: { name: '外婆家', lat: 30.66, lon: 104.06, visitedOn: '2024-05-01' },
  })
  await page.goto('/web/activity-clock-in/records')
  await page.getByRole('searchbox', { name: '搜索已点亮的地方' }).fill('成都')
  await expect(page.getByText('成都市').first()).toBeVisible()
  await expect(page.getByText('深圳市')).toHaveCount(0)

  await page.getByRole('button', { name: /^我的地点/ }).click()
  await expect(page.getByText('外婆家')).toBeVisible()
  await page.getByRole('button', { name: '删除 外婆家' }).click()
  await page.locator('.taro__modal .taro-model__confirm').click()
  await expect(page.getByRole('listitem').filter({ hasText: '外婆家' })).toHaveCount(0)
  await expect(page.getByText('还没有自己的地点')).toBeVisible()
  const left = await (await request.get(`${API}/record/custom/list`, { headers })).json()
  expect(left.data).toEqual([])
})
