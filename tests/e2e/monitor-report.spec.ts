import { expect, test } from '@playwright/test'
import { recordCollectors } from './fixtures/tracking-events'

// SPEC.md sections 7 to 9: batches of at most 5 events (or 5 s) to /monitor/report, app id 112.
test('the monitor posts web-vitals and a deliberate script error in batches', async ({ page }) => {
  test.setTimeout(60_000)
  const sent = recordCollectors(page)
  await page.goto('/web/about')
  await expect(page.locator('[data-page-key="about"]:visible')).toBeVisible()
  const events = () => sent.monitorBatches.flatMap((b) => b.events)
  await expect
    .poll(
      () =>
        events()
          .filter((e) => e.type === 'vital')
          .map((e) => e.data.name),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']))
  const fcp = events().find((e) => e.type === 'vital' && e.data.name === 'FCP')
  expect(['good', 'needs-improvement', 'poor']).toContain(fcp?.data.rating)

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e deliberate script error')
    }, 0)
  })
  // Errors wait out the 10 s debounce, then the batch window.
  await expect
    .poll(
      () => events().some((e) => e.type === 'js_error' && String(e.data.message).includes('e2e deliberate')),
      { timeout: 30_000 },
    )
    .toBe(true)
  await expect(page.locator('[data-page-key="about"]:visible')).toBeVisible()
  for (const batch of sent.monitorBatches) {
    expect(batch.app_id).toBe(112)
    expect(batch.events.length).toBeGreaterThan(0)
    expect(batch.events.length).toBeLessThanOrEqual(5)
    batch.events.forEach((e) => expect(e.app_id).toBe(112))
  }
})
