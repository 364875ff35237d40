import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { harnessScript } from './http-harness-bundle'
import { adminHeaders } from './fixtures/admin-session'

// SPEC.md sections 4 and 8: anti-spam and 418 responses in Chromium, through the server's dev switches.
type Harness = { api: { get(path: string, params?: object): Promise<unknown> } }
const PATH = 'web/journey/detail'

// The switches answer the demo admin only (fixtures/admin-session.ts).
const arm = async (request: APIRequestContext, rule: Record<string, unknown>) => {
  const headers = await adminHeaders(request)
  const r = await request.post('/api/v1/dev/antispam', { data: { path: PATH, ...rule }, headers })
  expect(r.ok()).toBe(true)
}

const callApi = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __httpHarness: Harness }).__httpHarness.api
      .get('/web/journey/detail', { id: 1 })
      .then(
        () => 200,
        (e: { status?: number }) => e.status ?? 0,
      ),
  )

test.beforeEach(async ({ page, request }) => {
  await request.post('/api/v1/dev/antispam/clear', { data: {}, headers: await adminHeaders(request) })
  await page.addInitScript({ content: harnessScript() })
  await page.goto('/web/about')
  await page.waitForFunction(() => Boolean((window as unknown as { __httpHarness?: Harness }).__httpHarness))
})

test('406 with x-kong-sign 2 shows the system-time alert and does not reload', async ({ page, request }) => {
  await arm(request, { mode: 'kong', sign: 2 })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  let loads = 0
  page.on('load', () => loads++)
  expect(await callApi(page)).toBe(406)
  await expect.poll(() => dialogs.length).toBe(1)
  expect(dialogs[0]).toContain('系统时间错误')
  await page.waitForTimeout(500)
  expect(loads).toBe(0)
})

test('sign-type responses reload the page at most 5 times', async ({ page, request }) => {
  await arm(request, { mode: 'kong', sign: 1, count: 20 })
  // From now on every load of the page asks for the armed path, as a data page would.
  await page.evaluate((path) => sessionStorage.setItem('e2e-request-on-load', `/${path}`), PATH)
  await page.reload()
  const loads = () => page.evaluate(() => Number(sessionStorage.getItem('e2e-loads') ?? 0)).catch(() => -1)
  // One load plus five reloads, then the counter stops the loop.
  await expect.poll(loads, { timeout: 20_000 }).toBe(6)
  await page.waitForTimeout(1500)
  expect(await loads()).toBe(6)
  const counter = await page.evaluate(() => JSON.parse(sessionStorage.getItem('trip-antispam-sign') ?? '{}'))
  expect(counter.count).toBe(5)
  const rules = await (
    await request.get('/api/v1/dev/antispam', { headers: await adminHeaders(request) })
  ).json()
  expect(rules.data[0].remaining).toBe(14)
})

test('418 redpass shows the exception page with the code and the way back', async ({
  page,
  request,
  baseURL,
}) => {
  await arm(request, { mode: 'redpass' })
  // The 418 handler leaves the page, so the call's own promise may never settle in this document:
  // watch the response from outside instead of awaiting the call inside the page.
  const response = page.waitForResponse((r) => r.url().includes(PATH))
  await page.evaluate(() => {
    void (window as unknown as { __httpHarness: Harness }).__httpHarness.api
      .get('/web/journey/detail', { id: 1 })
      .catch(() => undefined)
  })
  expect((await response).status()).toBe(418)
  await page.waitForURL(/\/web\/exception\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('code')).toBe('51105')
  expect(url.searchParams.get('returnUrl')).toBe(`${baseURL}/web/about`)
  await expect(page).toHaveTitle('访问受限')
  await expect(page.getByText('错误码 51105')).toBeVisible()
  await page.locator('[data-action="return"]').click()
  await page.waitForURL(`${baseURL}/web/about`)
})

test('the exception page offers no way back to a foreign address', async ({ page }) => {
  await page.goto(`/web/exception?code=51105&returnUrl=${encodeURIComponent('//evil.example/')}`)
  await expect(page.getByText('错误码 51105')).toBeVisible()
  await expect(page.locator('[data-action="return"]')).toHaveCount(0)
  // Home is always offered instead.
  await expect(page.locator('[data-action="home"]')).toBeVisible()
})
