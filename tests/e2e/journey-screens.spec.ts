import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// Issue 12: the journey page at the widths people read it at, in both languages, with what a reader
// would notice checked: no stop's time, category or stay is split across lines ("停留 1 小时 15 分" with
// "钟" alone below), and nothing is wider than the screen. Screenshots land in test-results/screenshots/;
// the 375 x 812 phone's are also issue 7's screenshots of the journey in Chinese and English.
const SHOTS = path.join(__dirname, '..', '..', 'test-results', 'screenshots')
const TITLES = {
  'zh-CN': '东京五日：浅草晨光到涩谷夜色',
  en: 'Five days in Tokyo: from Asakusa mornings to Shibuya nights',
}
const HEIGHTS: Record<number, number> = { 320: 720, 375: 812, 1280: 900 }

for (const width of [320, 375, 1280]) {
  for (const lang of ['zh-CN', 'en'] as const) {
    test(`the journey at ${width} px in ${lang} keeps each stop's details whole and fits the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: HEIGHTS[width] })
      await page.goto(`/web/journey/detail/1?lang=${lang}`)
      await expect(page).toHaveTitle(TITLES[lang])
      await expect(page.locator('.place-card').first()).toBeVisible()
      await expect(page.locator('[data-day="1"] [data-weather]')).toBeVisible()
      const split = await page
        .locator('.place-card__meta-part')
        .evaluateAll((parts) =>
          parts.filter((part) => part.getClientRects().length > 1).map((part) => part.textContent),
        )
      expect(split).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      mkdirSync(SHOTS, { recursive: true })
      const size = `${width}x${HEIGHTS[width]}`
      await page.screenshot({ path: path.join(SHOTS, `journey-${size}-${lang}.png`) })
      // The page scrolls inside Taro's page container, so a full-page shot would only repeat the first
      // screen: the stops get a shot of their own, once the photos in view have loaded.
      await page.locator('.place-card').nth(3).scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLImageElement>('[data-day="1"] .place-card__photo img'))
              .slice(1, 4)
              .every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true)
      await page.screenshot({ path: path.join(SHOTS, `journey-${size}-${lang}-stops.png`) })
    })
  }
}
