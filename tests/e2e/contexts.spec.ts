import { expect, test } from '@playwright/test'

// The same shell in each context a traveller opens it from (the project sets the user agent):
// a phone browser, the host app's webview, WeChat's browser.
test('the shared journey opens with its title and id', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/web/journey/detail/42')
  await expect(page).toHaveTitle('行程详情')
  await expect(page.getByText('行程编号 42')).toBeVisible()
  expect(errors).toEqual([])
})

test('an unknown address shows page not found', async ({ page }) => {
  await page.goto('/web/nothing/here')
  await expect(page).toHaveTitle('页面未找到')
})
