import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// Issue 12: the journey page at the widths people read it at, in both languages, with what a reader
// would notice checked: no stop's time, category or stay is split across lines ("停留 1 小时 15 分" with
// "钟" alone below), and nothing is wider than the screen. Screenshots land in test-results/screenshots/.
const SHOTS = path.join(__dirname, '..', '..', 'test-results', 'screenshots')

for (const width of [320, 375, 1280]) {
  for (const lang of ['zh-CN', 'en']) {
    test(`the journey at ${width} px in ${lang} keeps each stop's details whole and fits the screen`, async ({
      page,
    }) => {
      test.skip(test.info().project.name !== 'web', 'one set of screenshots')
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 720 })
      await page.goto(`/web/journey/detail/1?lang=${lang}`)
      await expect(page.locator('.place-card').first()).toBeVisible()
      const split = await page
        .locator('.place-card__meta-part')
        .evaluateAll((parts) =>
          parts.filter((part) => part.getClientRects().length > 1).map((part) => part.textContent),
        )
      expect(split).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS, `journey-${width}-${lang}.png`) })
      await page.locator('.place-card').nth(3).scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(SHOTS, `journey-${width}-${lang}-stops.png`) })
    })
  }
}
