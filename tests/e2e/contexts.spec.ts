import { expect, test } from '@playwright/test'

// The same shell in each context a traveller opens it from (the project sets the user agent):
// a phone browser, the host app's webview, WeChat's browser.
test('the shared journey opens with its title and its days', async ({ page, request }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const journey = (await (await request.get('/api/v1/web/journey/detail?id=4')).json()).data
  await page.goto('/web/journey/detail/4')
  await expect(page).toHaveTitle(journey.title)
  await expect(page.locator('[data-day="1"]')).toBeVisible()
  await expect(page.locator('[data-day="1"] [data-marker="1"]')).toBeVisible()
  expect(errors).toEqual([])
})

test('a private journey says so instead of failing', async ({ page }) => {
  await page.goto('/web/journey/detail/7')
  await expect(page.locator('[data-unavailable="private"]')).toBeVisible()
})

test('a deleted journey says so instead of failing', async ({ page }) => {
  await page.goto('/web/journey/detail/8')
  await expect(page.locator('[data-unavailable="deleted"]')).toBeVisible()
})

test('an unknown address shows page not found', async ({ page }) => {
  await page.goto('/web/nothing/here')
  await expect(page).toHaveTitle('页面未找到')
})
