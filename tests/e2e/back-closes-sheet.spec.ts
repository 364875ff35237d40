import { expect, test, type Page } from '@playwright/test'
import { APP_USER_AGENT } from '../../playwright.config'
import { useHostApp } from './fixtures/simulator'

// Issue 12 item 2: with a place or transport sheet open, back closes the sheet instead of leaving the
// journey; the next back leaves as usual. In a browser that is the history's back (Android's gesture
// too); in the host app it is also native's naviBack event.
const APP = { os: 'ios', version: '6.61.0', build: 6630001 } as const

async function openPlaceSheet(page: Page) {
  const card = page.locator('[data-day="1"] [data-place-id]').first()
  await card.click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

test.describe('back closes the open sheet', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/web/about')
    await page.locator('[data-route="journeyDetail"]').first().click()
    await expect(page).toHaveURL(/\/web\/journey\/detail\/1(\?|$)/)
    await expect(page.locator('.journey-header')).toBeVisible()
  })

  test("the browser's back closes a place sheet and keeps the journey; the next back leaves", async ({
    page,
  }) => {
    await openPlaceSheet(page)
    await page.evaluate(() => window.history.back())
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/web\/journey\/detail\/1(\?|$)/)
    await expect(page.locator('.journey-header')).toBeVisible()
    await page.evaluate(() => window.history.back())
    await expect(page).toHaveURL(/\/web\/about(\?|$)/)
  })

  test('a sheet closed by its button leaves no extra step: back then leaves the journey', async ({
    page,
  }) => {
    await openPlaceSheet(page)
    await page.locator('.bottom-sheet__close').click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.evaluate(() => window.history.back())
    await expect(page).toHaveURL(/\/web\/about(\?|$)/)
  })

  test("the browser's back closes a transport sheet", async ({ page }) => {
    const leg = page.locator('[data-transport-id]').first()
    await leg.scrollIntoViewIfNeeded()
    await leg.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.evaluate(() => window.history.back())
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/web\/journey\/detail\/1(\?|$)/)
  })
})

test.describe('in the host app', () => {
  test.use({ userAgent: APP_USER_AGENT })

  test("native's naviBack closes the sheet and the journey stays", async ({ page }) => {
    // useHostApp is a Playwright fixture helper, not a React hook.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const app = await useHostApp(page, APP)
    await page.goto('/web/journey/detail/1')
    await expect(page.locator('.journey-header')).toBeVisible()
    await openPlaceSheet(page)
    await app.emit('naviBack')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/web\/journey\/detail\/1(\?|$)/)
    await expect(page.locator('.journey-header')).toBeVisible()
  })
})
