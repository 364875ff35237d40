import { expect, test } from '@playwright/test'
import { followLink } from './fixtures/follow-link'
import { ROUTES, routeNamed, sampleUrl, titleOf } from './fixtures/routes'

const JOURNEY_1_TITLE = '东京五日：浅草晨光到涩谷夜色'

// SPEC.md section 2: every route is a real address under /web with its own title. The twelve image
// campaign routes are loaded the same way, each checked for its own title (the one its operator wrote,
// issue 16) and its content, by img-pages.spec.ts.
test.describe('every route on a direct load', () => {
  for (const route of ROUTES) {
    if (route.name.startsWith('img_')) continue
    if (route.checks?.length) {
      // A guest fails the route's checks, so navigation lands on its fallback (SPEC.md section 2, issue #6).
      const fallback = routeNamed((route.fallback as { name: string }).name)
      test(`${sampleUrl(route)} sends a guest to ${fallback.name}, titled as that page is`, async ({
        page,
      }) => {
        const response = await page.goto(sampleUrl(route))
        expect(response?.status()).toBe(200)
        await expect(page.locator(`[data-page-key="${fallback.pageKey}"]:visible`)).toBeVisible()
        // The shared journey's tab takes the journey's own title once it has loaded (issue 12, item 3).
        await expect(page).toHaveTitle(
          fallback.name === 'journeyDetail' ? JOURNEY_1_TITLE : titleOf(fallback),
        )
      })
      continue
    }
    test(`${sampleUrl(route)} loads with its title`, async ({ page }) => {
      const response = await page.goto(sampleUrl(route))
      expect(response?.status()).toBe(200)
      await expect(page.locator(`[data-page-key="${route.pageKey}"]`)).toBeVisible()
      // A journey's tab carries the journey's own title once it is loaded (issue 12, item 3).
      await expect(page).toHaveTitle(route.name === 'journeyDetail' ? JOURNEY_1_TITLE : titleOf(route))
    })
  }
})

test('a reload keeps the page, its title and its path parameter, whose journey it loads from the server', async ({
  page,
  request,
}) => {
  const journey = (await (await request.get('/api/v1/web/journey/detail?id=2')).json()).data
  await page.goto('/web/journey/detail/2')
  await expect(page.locator('[data-page-key="journeyDetail"] [data-day="1"]')).toBeVisible()
  await page.reload()
  await expect(page.locator('.journey-header__title')).toHaveText(journey.title)
  // The tab carries the journey's own title once it is loaded (issue 12).
  await expect(page).toHaveTitle(journey.title)
})

test('a journey that does not exist gets a clear page, not an error', async ({ page }) => {
  await page.goto('/web/journey/detail/123')
  await expect(page.getByText('没有找到这个行程')).toBeVisible()
  await expect(page).toHaveTitle('行程详情')
})

test('an unknown address shows page not found and keeps the address', async ({ page }) => {
  const response = await page.goto('/web/no-such-page/deeper?x=1')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('页面未找到')
  await expect(page.getByText('链接可能已失效')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/web/no-such-page/deeper')
})

test('the variant shell says the visited page has disappeared', async ({ page }) => {
  await page.goto('/web/no-such-page?reason=gone')
  await expect(page).toHaveTitle('您访问的页面消失了')
})

test('in-app navigation changes address and title, and back restores both', async ({ page }) => {
  await page.goto('/web/about')
  await expect(page).toHaveTitle('关于我们')
  await page.locator('[data-route="journeyDetail"]').click()
  await expect(page).toHaveURL(/\/web\/journey\/detail\/1(\?|$)/)
  await expect(page.locator('.journey-header__title')).toHaveText('东京五日：浅草晨光到涩谷夜色')
  await expect(page).toHaveTitle('东京五日：浅草晨光到涩谷夜色')
  await followLink(page.locator('[data-page-key="journeyDetail"] [data-route="appFeedback"]'))
  await expect(page).toHaveURL(/\/web\/app\/feedback(\?|$)/)
  await expect(page).toHaveTitle('联系我们')
  await page.goBack()
  await expect(page).toHaveURL(/\/web\/journey\/detail\/1(\?|$)/)
  await expect(page).toHaveTitle('东京五日：浅草晨光到涩谷夜色')
})

test('the link to the page being shown carries the active class', async ({ page }) => {
  await page.goto('/web/about')
  await expect(page.locator('[data-route="about"]')).toHaveClass(/\bactive\b/)
  await expect(page.locator('[data-route="appFeedback"]')).not.toHaveClass(/\bactive\b/)
})

test('the lang query parameter switches the site to English', async ({ page }) => {
  await page.goto('/web/journey/detail/1?lang=en')
  await expect(page).toHaveTitle('Five days in Tokyo: from Asakusa mornings to Shibuya nights')
  await expect(
    page.locator('.journey-header').getByText('Five days in Tokyo: from Asakusa mornings to Shibuya nights'),
  ).toBeVisible()
})

test('an English browser gets English titles', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  // A page titled by its route (an image page is titled by its content since issue 16).
  await page.goto('/web/about')
  await expect(page).toHaveTitle('About us')
  await context.close()
})

// The share entry's keep-alive is proven with a real journey in share-pages.spec.ts.

test('the site root opens the home page', async ({ page }) => {
  await page.goto('/web/')
  await expect(page).toHaveTitle('首页')
})
