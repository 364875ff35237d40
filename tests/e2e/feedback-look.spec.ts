import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// Issue 12, item 7: the feedback forms wear the site's brand green, not a stray blue, and their text box
// is set in the page's text font, not the browser's monospace. Screenshots at 320 and 375 px in both
// languages land in test-results/screenshots/ to be looked at.
const BRAND = 'rgb(31, 122, 92)'
const SHOTS = path.join(__dirname, '..', '..', 'test-results', 'screenshots')

test('the contact form uses the brand colour for its chosen topic and its send button, and a text font', async ({
  page,
}) => {
  await page.goto('/web/app/feedback')
  const topic = page.locator('[data-topic]').first()
  await topic.click()
  await expect(topic).toHaveCSS('border-color', BRAND)
  const send = page.locator('.feedback-button--primary')
  await expect(send).toHaveCSS('background-color', BRAND)
  const textarea = page.locator('textarea').first()
  const font = await textarea.evaluate((el) => getComputedStyle(el).fontFamily)
  expect(font).not.toMatch(/monospace/i)
  expect(font).toMatch(/sans-serif/)
})

for (const width of [320, 375]) {
  for (const lang of ['zh-CN', 'en']) {
    test(`screenshot of the contact form at ${width} px in ${lang}`, async ({ page }) => {
      test.skip(test.info().project.name !== 'web', 'one set of screenshots')
      await page.setViewportSize({ width, height: 760 })
      await page.goto(`/web/app/feedback?lang=${lang}`)
      await page.locator('[data-topic]').first().click()
      await page
        .locator('textarea')
        .first()
        .fill(lang === 'en' ? 'The map would help offline.' : '希望地图可以离线使用。')
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS, `feedback-${width}-${lang}.png`), fullPage: true })
    })
  }
}
