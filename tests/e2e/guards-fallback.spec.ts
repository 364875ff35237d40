import { expect, test } from '@playwright/test'

// SPEC.md section 2: a failing check on a matched route sends navigation to its fallback.
test('a guest opening the admin view lands on the shared journey, keeping the id', async ({ page }) => {
  await page.goto('/web/journey/admin-detail/5')
  await expect(page).toHaveURL(/\/web\/journey\/detail\/5(\?|$)/)
  await expect(page.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
  await expect(page.getByText('行程编号 5 的审核视图')).toHaveCount(0)
})

test('a guarded button disappears when its check fails', async ({ page }) => {
  await page.goto('/web/webtest')
  await expect(page.getByTestId('telemetry-log')).toBeVisible()
  // isLogin fails for a guest on the web: the filter is removed, not merely hidden.
  await expect(page.locator('[data-guard="isLogin"]')).toHaveCount(0)
  await expect(page.getByText('只看页面浏览')).toHaveCount(0)
})
