import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'

// Issue 16: the magazine against the built site and the real server (its seeded issue: six articles,
// the last one with marks and a rich block). Screenshots land in test-results/screenshots/.
const SHOTS = path.join(__dirname, '..', '..', 'test-results', 'screenshots')
const FOOD = '跟着嘴巴去广州'

/** Taro's H5 pages scroll in their own container (the shown `.taro_page`), not the window. */
const scrollTop = (page: Page) =>
  page.evaluate(() => {
    const pages = Array.from(document.querySelectorAll<HTMLElement>('.taro_page')).reverse()
    const shown = pages.find((p) => getComputedStyle(p).display !== 'none')
    return Math.max(window.scrollY, shown?.scrollTop ?? 0)
  })

test('from the directory to an article: marks, the sanitized rich block, a place sheet, next and previous', async ({
  page,
}) => {
  await page.goto('/web/magazine/detail')
  await expect(page.locator('.magazine-issue__title')).toContainText('旅行月刊')
  await expect(page.locator('[data-section]')).toHaveCount(3)
  await page.locator('.magazine-card', { hasText: FOOD }).click()
  await expect(page).toHaveURL(/\/web\/magazine\/detail\?.*id=6/)
  await expect(page.locator('.magazine-article__title')).toHaveText(FOOD)

  // Marks: real strong/em elements and a link to an allowed host, opened by the site, not the browser.
  const text = page.locator('.magazine-text').first()
  await expect(text.locator('strong')).toHaveText('广州人的一天从早茶')
  await expect(text.locator('em')).toHaveCount(1)
  await expect(text.locator('a')).toHaveAttribute('href', 'https://www.trip.example/food')
  await expect(text.locator('a')).toHaveAttribute('rel', 'noopener noreferrer')

  // The rich block, sanitized: its list and link survive, rel added.
  const rich = page.locator('[data-rich-text="html"]')
  await expect(rich.locator('li')).toHaveCount(3)
  await expect(rich.locator('a')).toHaveAttribute('href', 'https://www.trip.example/food/guangzhou')
  await expect(rich.locator('a')).toHaveAttribute('rel', 'noopener noreferrer')

  // A place card opens the place sheet.
  const card = page.locator('[data-place-card]').first()
  await expect(card).not.toContainText('正在加载')
  await card.click()
  await expect(page.locator('.place-sheet')).toBeVisible()
  await page.locator('.bottom-sheet__close').click()
  await expect(page.locator('.place-sheet')).toHaveCount(0)
  // Closing the sheet leaves the reader in the article.
  await expect(page.locator('.magazine-article__title')).toHaveText(FOOD)
  await expect(page.locator('.magazine-issue__title')).toHaveCount(0)

  // The last article: next is off; previous goes to article 5, whose next leads back here.
  await expect(page.locator('[data-nav="next"]')).toBeDisabled()
  await page.locator('[data-nav="prev"]').click()
  await expect(page).toHaveURL(/id=5/)
  await expect(page.locator('.magazine-article__title')).not.toHaveText(FOOD)
  await page.locator('[data-nav="next"]').click()
  await expect(page).toHaveURL(/id=6/)
  await expect(page.locator('.magazine-article__title')).toHaveText(FOOD)

  // Contents shows the directory, in place; the browser's back then leaves the magazine (the page
  // before it was the directory, replaced by the article: the magazine never stacks itself).
  await page.locator('[data-nav="directory"]').click()
  await expect(page.locator('.magazine-issue__title')).toBeVisible()
  await expect(page.locator('.magazine-article__title')).toHaveCount(0)
})

test('a link in an article is opened by the site on an allowed host; a journey card opens the journey', async ({
  page,
}) => {
  await page.goto('/web/magazine/detail?id=6')
  const link = page.locator('.magazine-text a')
  await expect(link).toBeVisible()
  // The browser would leave for www.trip.example; stop at the request to see where it was sent.
  const asked = page.waitForRequest((r) => r.url().startsWith('https://www.trip.example/'))
  await page.route('https://www.trip.example/**', (route) => route.fulfill({ body: 'ok' }))
  await link.click()
  expect((await asked).url()).toBe('https://www.trip.example/food')
  await page.goto('/web/magazine/detail?id=6')
  await page.locator('[data-journey-card]').click()
  await expect(page).toHaveURL(/\/web\/journey\/detail\/4/)
})

test('coming back to an article returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 })
  await page.goto('/web/magazine/detail?id=6')
  await expect(page.locator('[data-journey-card]')).toBeVisible()
  await page.mouse.move(180, 300)
  // Wheel again while the article is still being laid out (its images and blocks arrive after the card):
  // one wheel on a page not yet tall enough scrolls only as far as it reaches then.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 300)
      return scrollTop(page)
    })
    .toBeGreaterThan(200)
  const left = await scrollTop(page)
  await page.waitForTimeout(700)
  await page.goto('/web/magazine/detail')
  await expect(page.locator('.magazine-issue__title')).toBeVisible()
  await page.goto('/web/magazine/detail?id=6')
  await expect(page.locator('.magazine-article__title')).toHaveText(FOOD)
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(left - 40)
  expect(Math.abs((await scrollTop(page)) - left)).toBeLessThan(40)
})

test('an article that does not exist, and an issue that does not, each say so', async ({ page }) => {
  await page.goto('/web/magazine/detail?id=99999')
  await expect(page.locator('[data-missing="article"]')).toBeVisible()
  await page.goto('/web/magazine/detail?issue=99999')
  await expect(page.locator('[data-missing="issue"]')).toBeVisible()
})

for (const width of [320, 375]) {
  for (const lang of ['zh-CN', 'en']) {
    test(`the magazine at ${width} px in ${lang} fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 720 })
      mkdirSync(SHOTS, { recursive: true })
      for (const [name, url] of [
        ['directory', `/web/magazine/detail?lang=${lang}`],
        ['article', `/web/magazine/detail?id=6&lang=${lang}`],
      ]) {
        await page.goto(url)
        await expect(page.locator('.magazine').first()).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await page.waitForTimeout(300)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        await page.screenshot({
          path: path.join(SHOTS, `magazine-${name}-${width}-${lang}.png`),
          fullPage: true,
        })
      }
    })
  }
}

test('on a desktop the article keeps a readable measure', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/web/magazine/detail?id=6')
  await expect(page.locator('.magazine-article__title')).toBeVisible()
  const width = await page.locator('.magazine-article').evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBeLessThanOrEqual(680)
  expect(width).toBeGreaterThan(480)
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, 'magazine-article-1280.png') })
})
