import { expect, test } from '@playwright/test'

// The same shell in each context a traveller opens it from (the project sets the user agent):
// a phone browser, the host app's webview, WeChat's browser. WeChat's browser runs the web platform, so
// beyond opening there it only differs in sharing (journey.spec.ts); the app runs its own platform
// (requests, errors, routing), so the pages that answer a failure are proven there too.
const EVERY_CONTEXT = { tag: ['@host-app', '@wechat'] }
const IN_APP = { tag: '@host-app' }

test('the shared journey opens with its title and its days', EVERY_CONTEXT, async ({ page, request }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const journey = (await (await request.get('/api/v1/web/journey/detail?id=4')).json()).data
  await page.goto('/web/journey/detail/4')
  await expect(page).toHaveTitle(journey.title)
  await expect(page.locator('[data-day="1"]')).toBeVisible()
  await expect(page.locator('[data-day="1"] [data-marker="1"]')).toBeVisible()
  expect(errors).toEqual([])
})

test('a private journey says so instead of failing', IN_APP, async ({ page }) => {
  await page.goto('/web/journey/detail/7')
  await expect(page.locator('[data-unavailable="private"]')).toBeVisible()
})

test('a deleted journey says so instead of failing', IN_APP, async ({ page }) => {
  await page.goto('/web/journey/detail/8')
  await expect(page.locator('[data-unavailable="deleted"]')).toBeVisible()
})

test('an unknown address shows page not found', IN_APP, async ({ page }) => {
  test.skip(test.info().project.name === 'web', 'proven on the web, with the address kept, by routes.spec.ts')
  await page.goto('/web/nothing/here')
  await expect(page).toHaveTitle('页面未找到')
})
