import { expect, test, type Page } from '@playwright/test'
import { harnessScript } from './http-harness-bundle'

// SPEC.md section 4 "SSO flow" in Chromium against the real server and the built site.
type Harness = {
  ready: Promise<{ id: number; nickname: string } | null>
  api: { get(path: string): Promise<{ id: number; nickname: string }> }
}
const harness = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __httpHarness?: Harness }).__httpHarness)

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: harnessScript() })
})

test('a page opened with ?ticket= exchanges it, loses the ticket and is signed in', async ({
  page,
  request,
  baseURL,
}) => {
  const service = `${baseURL}/web/about?from=e2e`
  const login = await request.post('/sso/login', {
    form: { service, account: '13800000001', password: 'trip-demo' },
    maxRedirects: 0,
  })
  expect(login.status()).toBe(302)
  const back = login.headers().location
  expect(back).toMatch(/[?&]ticket=ST-/)

  await page.goto(back)
  // location.replace drops the ticket; the page starts again and fetches the user with the new session.
  await page.waitForURL(service)
  await harness(page)
  const user = await page.evaluate(
    () => (window as unknown as { __httpHarness: Harness }).__httpHarness.ready,
  )
  expect(user).toMatchObject({ id: 1, nickname: '旅行者小鹿' })
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toMatch(/\S{16,}/)
  await expect(page).toHaveTitle('关于我们')
  // The used ticket is not in the history entry either.
  expect(page.url()).not.toContain('ticket')
})

test('a 401 goes to the company login and comes back signed in', async ({ page, baseURL }) => {
  await page.goto('/web/about')
  await harness(page)
  const status = await page.evaluate(() =>
    (window as unknown as { __httpHarness: Harness }).__httpHarness.api.get('/user/me/v2').then(
      () => 200,
      (e: { status?: number }) => e.status,
    ),
  )
  expect(status).toBe(401)
  await page.waitForURL(/\/sso\/login\?service=/)
  expect(new URL(page.url()).searchParams.get('service')).toBe(`${baseURL}/web/about`)

  await page.fill('#account', '13800000002')
  await page.fill('#password', 'trip-demo')
  await page.click('button[type=submit]')
  // Back on the page with a ticket, which the page exchanges and drops.
  await page.waitForURL(`${baseURL}/web/about`)
  await harness(page)
  const me = await page.evaluate(async () => {
    const h = (window as unknown as { __httpHarness: Harness }).__httpHarness
    await h.ready
    return h.api.get('/user/me/v2')
  })
  expect(me).toMatchObject({ id: 2, nickname: '阿杰在路上' })
})
