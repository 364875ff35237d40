import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signInContext } from './fixtures/campaign-session'

// Issue 15: the capture and wish pages at 320 and 375 px in both languages, signed in, land in
// test-results/screenshots/ to be looked at; none of them is wider than the screen.
const SHOTS = path.join(__dirname, '..', '..', 'test-results', 'screenshots')
const PAGES = [
  { name: 'capture', url: '/web/activity/capture/index', ready: '[data-item]' },
  { name: 'giftshop', url: '/web/activity/capture/giftshop', ready: '[data-gift]' },
  { name: 'capture-rule', url: '/web/activity/capture/rule', ready: '.campaign-rules' },
  { name: 'wish', url: '/web/prize', ready: '[data-form="wish"]' },
  { name: 'wish-summer', url: '/web/activity/summer', ready: '[data-form="wish"]' },
]

for (const width of [320, 375]) {
  for (const lang of ['zh-CN', 'en']) {
    test(`the capture and wish pages at ${width} px in ${lang}`, async ({ page, context, request }) => {
      test.setTimeout(90_000)
      await signInContext(context, request, `1390000${width}${lang === 'en' ? 1 : 2}`.slice(0, 11))
      // Tall, so each shot holds the whole page: Taro's H5 page scrolls inside its own container.
      await page.setViewportSize({ width, height: 2400 })
      mkdirSync(SHOTS, { recursive: true })
      for (const p of PAGES) {
        await page.goto(`${p.url}?lang=${lang}`)
        await expect(page.locator(p.ready).first()).toBeVisible()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect({ page: p.name, overflow }).toEqual({ page: p.name, overflow: 0 })
        if (p.name === 'wish') {
          // A form field takes the browser's own font unless told otherwise.
          const fonts = await page
            .locator('[data-field="text"] input')
            .evaluate((el) => [
              getComputedStyle(el).fontFamily,
              getComputedStyle(el, '::placeholder').fontFamily,
            ])
          for (const font of fonts) expect(font).not.toMatch(/monospace/i)
        }
        await page.screenshot({ path: path.join(SHOTS, `${p.name}-${width}-${lang}.png`), fullPage: true })
      }
    })
  }
}
