import { expect, test } from '@playwright/test'

// Issue 12 item 4: on a five-day journey some 7,000 px long, a strip of day chips stays on screen and
// takes the reader to any day.
test('the day strip stays on screen down a long journey and takes the reader to any day', async ({
  page,
}) => {
  await page.goto('/web/journey/detail/1')
  const strip = page.getByRole('navigation', { name: '按天跳转' })
  await expect(strip).toBeVisible()
  await expect(strip.locator('.day-strip__chip')).toHaveCount(5)

  await strip.getByRole('button', { name: /^跳到第 5 天/ }).click()
  const day5 = page.locator('#journey-day-5')
  await expect(day5.locator('.day-section__day')).toHaveText('第 5 天')
  await expect(day5).toBeInViewport()
  // The strip is still there, and the day starts below it rather than under it.
  await expect(strip).toBeInViewport()
  const stripBox = await strip.boundingBox()
  await expect
    .poll(async () => Math.round((await day5.boundingBox())?.y ?? -1))
    .toBeGreaterThanOrEqual(Math.floor((stripBox?.y ?? 0) + (stripBox?.height ?? 0)) - 1)
  await expect(strip.getByRole('button', { name: /^跳到第 5 天/ })).toHaveAttribute('aria-current', 'true')

  await strip.getByRole('button', { name: /^跳到第 2 天/ }).click()
  await expect(page.locator('#journey-day-2 .day-section__day')).toBeInViewport()
  await expect(strip).toBeInViewport()
})

test('the strip speaks English and fits a 320 px screen by scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/web/journey/detail/1?lang=en')
  const strip = page.getByRole('navigation', { name: 'Jump to a day' })
  await expect(strip.locator('.day-strip__chip').first()).toHaveText(/Day 1/)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(320)
})
