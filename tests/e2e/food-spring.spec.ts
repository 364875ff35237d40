import { expect, test, type Page } from '@playwright/test'
import type { FoodHome, SpringFestival } from '../../types/api/content'
import { read, signInContext } from './fixtures/campaign-session'

// Issue 16 end to end, against the built site and the real server: the food trail's "I ate here" moves
// the city's and the overall progress, survives a reload and undoes; a visitor is asked to sign in; the
// share link (`from=`) shows the sharer's progress; the Spring Festival special counts down and shows its
// destinations, journeys and posters, and a journey card opens the journey. Screenshots at 320 and 375
// px in both languages go to the output folder for a person to look at.

// Builds and other specs share two cores: a page with its images can take a while to settle.
test.describe.configure({ timeout: 90_000 })

const PHONE_A = '13900001601'
const PHONE_B = '13900001602'

// Taro's H5 router keeps the pages it came from in the document, hidden: read the one on screen.
const overall = (page: Page) => page.locator('[data-progress-overall]:visible')
const tab = (page: Page, code: string) => page.locator(`[data-city-tab="${code}"]:visible`)

test('"I ate here" moves the city and the overall progress, survives a reload, and undoes', async ({
  context,
  page,
  request,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const a = await signInContext(context, request, PHONE_A)
  const home = await read<FoodHome>(request, 'food/home', a)
  const city = home.cities[0]
  const spot = city.places.find((p) => !p.eaten)!
  const card = page.locator(`[data-place="${spot.placeId}"]:visible`)

  await page.goto('/web/activity/food')
  await expect(overall(page)).toHaveAttribute('data-progress-overall', `0/${home.total}`)
  await expect(tab(page, city.cityCode).locator('[data-city-progress]')).toHaveText(`0 / ${city.total}`)

  await card.locator('[data-action="ate-here"]').click()
  await expect(card).toHaveAttribute('data-eaten', 'true')
  await expect(tab(page, city.cityCode).locator('[data-city-progress]')).toHaveText(`1 / ${city.total}`)
  await expect(overall(page)).toContainText(`已在 1 / ${home.total} 家吃过`)

  // The server kept it.
  await page.reload()
  await expect(card).toHaveAttribute('data-eaten', 'true')
  await expect(overall(page)).toHaveAttribute('data-progress-overall', `1/${home.total}`)
  const kept = await read<FoodHome>(request, 'food/home', a)
  expect(kept.eaten).toBe(1)

  // Undo.
  await card.locator('[data-action="undo"]').click()
  await expect(card).toHaveAttribute('data-eaten', 'false')
  await expect(overall(page)).toHaveAttribute('data-progress-overall', `0/${home.total}`)
  await expect.poll(async () => (await read<FoodHome>(request, 'food/home', a)).eaten).toBe(0)
  expect(errors).toEqual([])
})

test('a visitor reads the trail, is asked to sign in on "I ate here", and once signed in it is ticked', async ({
  page,
  request,
}) => {
  const home = await read<FoodHome>(request, 'food/home')
  const spot = home.cities[0].places[0]
  const card = page.locator(`[data-place="${spot.placeId}"]:visible`)
  await page.goto('/web/activity/food')
  await expect(page.locator('[data-gate="sign-in"]:visible')).toBeVisible()
  await card.locator('[data-action="ate-here"]').click()
  const sheet = page.locator('[data-sheet="sign-in"]')
  await expect(sheet).toBeVisible()
  await expect(card).toHaveAttribute('data-eaten', 'false')
  // The phone form with the demo code (tests/e2e/share-pages.spec.ts).
  const inputs = sheet.locator('input.sign-in-sheet__input, .sign-in-sheet__input input')
  await inputs.nth(0).fill('13900001603')
  await sheet.locator('.sign-in-sheet__send').click()
  await inputs.nth(1).fill('000000')
  await sheet.locator('.sign-in-sheet__submit').click()
  await expect(sheet).toHaveCount(0)
  await expect(page.locator('[data-gate="sign-in"]:visible')).toHaveCount(0)
  await expect(card).toHaveAttribute('data-eaten', 'true')
  await expect(overall(page)).toHaveAttribute('data-progress-overall', `1/${home.total}`)
  await card.locator('[data-action="undo"]').click()
  await expect(card).toHaveAttribute('data-eaten', 'false')
})

test("the share link shows the sharer's progress beside the reader's own", async ({
  browser,
  context,
  page,
  request,
}) => {
  const a = await signInContext(context, request, PHONE_A)
  const home = await read<FoodHome>(request, 'food/home', a)
  const picks = home.cities[0].places.slice(0, 2)
  for (const p of picks) {
    await request.post('/api/v1/food/checkin', { headers: a.headers, data: { placeId: p.placeId } })
  }
  // A friend on another phone, signed in as themselves.
  const friendContext = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' })
  await signInContext(friendContext, request, PHONE_B)
  const friend = await friendContext.newPage()
  await friend.goto(`/web/activity/food?from=${a.userId}`)
  await expect(friend.locator('[data-sharer]:visible')).toContainText(
    `${a.nickname} 已在 2 / ${home.total} 家吃过`,
  )
  await expect(overall(friend)).toHaveAttribute('data-progress-overall', `0/${home.total}`)
  await expect(friend.locator(`[data-place="${picks[0].placeId}"]:visible [data-sharer-ate]`)).toHaveText(
    `${a.nickname} 吃过`,
  )
  await expect(
    friend.locator(`[data-place="${picks[0].placeId}"]:visible [data-action="ate-here"]`),
  ).toBeVisible()
  await friendContext.close()
  // The sharer's own page is the same as ever.
  await page.goto(`/web/activity/food?from=${a.userId}`)
  await expect(page.locator('[data-sharer]:visible')).toHaveCount(0)
  for (const p of picks) {
    await request.post('/api/v1/food/uncheck', { headers: a.headers, data: { placeId: p.placeId } })
  }
})

test('the Spring Festival special counts down and shows destinations, journeys and posters; a journey opens', async ({
  page,
  request,
}) => {
  const festival = await read<SpringFestival>(request, 'springfestival/get')
  await page.goto('/web/specialSubject/springFestival')
  const countdown = page.locator('[data-countdown]:visible')
  await expect(countdown).toBeVisible()
  const first = await countdown.getAttribute('data-countdown')
  expect(first).toMatch(/^\d+:\d\d:\d\d:\d\d$|^today$|^season$/)
  if (first && /:/.test(first)) await expect(countdown).not.toHaveAttribute('data-countdown', first)
  await expect(page.locator('[data-destination]:visible')).toHaveCount(festival.destinations.length)
  await expect(page.locator('[data-journey]:visible')).toHaveCount(festival.journeys.length)
  await expect(page.locator('[data-poster]:visible')).toHaveCount(festival.posters.length)
  expect(festival.journeys.length).toBeGreaterThan(0)
  const journey = festival.journeys[0]
  await page.locator(`[data-journey="${journey.id}"]:visible`).click()
  await expect(page).toHaveURL(new RegExp(`/web/journey/detail/${journey.id}`))
  // The festival page stays in the document, hidden: the title must show on the journey page itself.
  await expect(page.getByText(journey.title).filter({ visible: true }).first()).toBeVisible({
    timeout: 15_000,
  })
})

for (const width of [320, 375]) {
  for (const lang of ['zh-CN', 'en']) {
    test(`screenshots at ${width} px in ${lang}`, async ({ context, page, request }, info) => {
      // Tall enough to hold the whole page: Taro's H5 page scrolls inside its own box, which a full-page
      // screenshot of the document does not follow.
      await page.setViewportSize({ width, height: 2600 })
      const a = await signInContext(context, request, PHONE_A)
      const home = await read<FoodHome>(request, 'food/home', a)
      const spot = home.cities[0].places[0]
      await request.post('/api/v1/food/checkin', { headers: a.headers, data: { placeId: spot.placeId } })
      await page.goto(`/web/activity/food?lang=${lang}`)
      await expect(page.locator(`[data-place="${spot.placeId}"]:visible`)).toHaveAttribute(
        'data-eaten',
        'true',
      )
      // No sideways scrolling of the page itself at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: info.outputPath(`food-${width}-${lang}.png`), fullPage: true })
      await page.goto(`/web/specialSubject/springFestival?lang=${lang}`)
      await expect(page.locator('[data-countdown]:visible')).toBeVisible()
      await expect(page.locator('[data-poster]:visible').first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: info.outputPath(`festival-${width}-${lang}.png`), fullPage: true })
      await request.post('/api/v1/food/uncheck', { headers: a.headers, data: { placeId: spot.placeId } })
    })
  }
}

test('screenshots on a desktop screen', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 2400 })
  await page.goto('/web/activity/food')
  await expect(page.locator('[data-place]:visible').first()).toBeVisible()
  await page.screenshot({ path: info.outputPath('food-desktop.png') })
  await page.goto('/web/specialSubject/springFestival')
  await expect(page.locator('[data-poster]:visible').first()).toBeVisible()
  await page.screenshot({ path: info.outputPath('festival-desktop.png') })
})
