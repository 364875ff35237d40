import { expect, test } from '@playwright/test'
import { WECHAT_USER_AGENT } from '../../playwright.config'

const LANDING = 'https://www.trip.example/app/download'

test.describe('opening the app from a phone browser', () => {
  test('tries the scheme, then opens the landing link with its four parameters', async ({ page }) => {
    // The landing host is outside this machine: answer it here and record what was asked.
    let landing: URL | undefined
    await page.route(`${LANDING}**`, async (route) => {
      landing = new URL(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>landing</title>' })
    })
    await page.goto('/web/xhsTest')
    await page.locator('[data-action="open-app"]').click()
    const schemeFrame = page.locator('iframe[src^="tripapp://open?"]')
    await expect(schemeFrame).toHaveCount(1)
    expect(await schemeFrame.getAttribute('src')).toBe(
      'tripapp://open?page_type=journey_detail&id=1&source=xhsTest&channel=h5',
    )
    await page.waitForURL(`${LANDING}**`)
    expect(landing && Object.fromEntries(landing.searchParams)).toEqual({
      page_type: 'journey_detail',
      source: 'xhsTest',
      channel: 'h5',
      deeplink: 'tripapp://open?page_type=journey_detail&id=1&source=xhsTest&channel=h5',
    })
  })

  test('does not open the landing link when the app takes over and hides the page', async ({ page }) => {
    let landed = false
    await page.route(`${LANDING}**`, async (route) => {
      landed = true
      await route.fulfill({ status: 200, body: '' })
    })
    await page.goto('/web/xhsTest')
    await page.locator('[data-action="open-app"]').click()
    // What the app switch does to the page: it becomes hidden.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect(page.locator('[data-field="outcome"]')).toContainText('opened')
    await page.waitForTimeout(2000)
    expect(landed).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/web/xhsTest')
  })
})

test.describe("inside WeChat's browser", () => {
  test.use({ userAgent: WECHAT_USER_AGENT })

  test('shows the overlay guide instead of trying the app, and a tap dismisses it', async ({ page }) => {
    await page.goto('/web/xhsTest')
    await page.locator('[data-action="open-app"]').click()
    const overlay = page.locator('[data-guide="open-app"]')
    await expect(overlay).toBeVisible()
    await expect(overlay).toContainText('在浏览器打开')
    await expect(page.locator('iframe[src^="tripapp://"]')).toHaveCount(0)
    await overlay.click()
    await expect(overlay).toHaveCount(0)
  })

  test('shows the share guide when asked to share', async ({ page }) => {
    await page.goto('/web/xhsTest')
    await page.locator('[data-action="share"]').click()
    await expect(page.locator('[data-guide="share"]')).toBeVisible()
    await expect(page.locator('[data-field="outcome"]')).toContainText('guide')
  })
})

test.describe('the environment page', () => {
  test('shows what was detected in a phone browser', async ({ page }) => {
    await page.goto('/web/webtest')
    await expect(page.locator('[data-field="context"]')).toContainText('mobile')
    await expect(page.locator('[data-field="label"]')).toContainText('android_web')
    await expect(page.locator('[data-field="visitor"]')).toContainText(/u_[0-9a-z]{12}\d{13}/)
  })

  test('keeps the visitor id across visits', async ({ page }) => {
    await page.goto('/web/webtest')
    const first = await page.locator('[data-field="visitor"] .tools-row__value').textContent()
    expect(first).toMatch(/^u_/)
    await page.reload()
    await expect(page.locator('[data-field="visitor"] .tools-row__value')).toHaveText(first ?? '')
  })
})
