import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { HotSpot, ImageCampaign } from '../../types/api/content'
import { IMAGE_CAMPAIGN_IDS } from '../../types/routes/route-table'
import { recordCollectors } from './fixtures/tracking-events'

// Issue 16 end to end, against the built site and the real server's seeded content: the twelve image
// campaign pages each show their own content, hot spots lead where they say, slices load only near the
// screen (SPEC.md section 9: 1.5 viewports), and each seen hot spot makes an impression.

const MEDIA = /\/media\/campaign\//

async function contentOf(request: APIRequestContext, key: string): Promise<ImageCampaign> {
  const res = await request.get(`/api/v1/campaign/image/get?key=${key}`)
  expect(res.ok(), `content of ${key}`).toBe(true)
  return (await res.json()).data as ImageCampaign
}

/** The first page (in IMAGE_CAMPAIGN_IDS order) with a hot spot of that kind. */
async function firstHotSpot(request: APIRequestContext, kind: HotSpot['action']['kind']) {
  for (const key of IMAGE_CAMPAIGN_IDS) {
    const page = await contentOf(request, key)
    const spot = page.slices.flatMap((s) => s.hotSpots).find((h) => h.action.kind === kind)
    if (spot) return { key, spot }
  }
  throw new Error(`no seeded page has a ${kind} hot spot`)
}

const openImg = async (page: Page, key: string, query = '') => {
  await page.goto(`/web/img/${key}${query}`)
  await expect(page.locator('.img-header__title')).toBeVisible()
}

// These are also the twelve img routes' direct loads (SPEC.md section 2), which routes.spec.ts leaves here.
test('each of the twelve pages loads by its own address with its own title and its own first slice', async ({
  page,
  request,
}) => {
  // Twelve page loads on a 2-core machine.
  test.setTimeout(150_000)
  const titles = new Set<string>()
  const firstSlices = new Set<string>()
  for (const key of IMAGE_CAMPAIGN_IDS) {
    const content = await contentOf(request, key)
    const response = await page.goto(`/web/img/${key}`)
    expect(response?.status(), key).toBe(200)
    await expect(page.locator(`[data-page-key="img_${key}"]`)).toBeVisible()
    await expect(page.locator('.img-header__title')).toHaveText(content.title)
    await expect(page).toHaveTitle(content.title)
    const first = page.locator('.img-slice img').first()
    await expect(first).toHaveAttribute('alt', content.slices[0].alt)
    const src = (await first.getAttribute('src')) ?? ''
    expect(src).toContain(content.slices[0].url)
    titles.add(content.title)
    firstSlices.add(src)
  }
  expect(titles.size).toBe(12)
  expect(firstSlices.size).toBe(12)
})

test('a journey hot spot opens its journey', async ({ page, request }) => {
  const { key, spot } = await firstHotSpot(request, 'journey')
  await openImg(page, key)
  await page.locator(`[data-hot-spot="${spot.id}"]`).click()
  const id = spot.action.kind === 'journey' ? spot.action.journeyId : 0
  await expect(page).toHaveURL(new RegExp(`/web/journey/detail/${id}(\\?|$)`))
  await expect(page.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
})

test('a place hot spot opens the place sheet', async ({ page, request }) => {
  const { key, spot } = await firstHotSpot(request, 'place')
  await openImg(page, key)
  await page.locator(`[data-hot-spot="${spot.id}"]`).click()
  const sheet = page.getByRole('dialog')
  await expect(sheet).toBeVisible()
  await expect(sheet.locator('.place-sheet__action--primary')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/web/img/${key}`))
})

test('each hot spot seen makes an impression with its id and the page key', async ({ page, request }) => {
  const sent = recordCollectors(page)
  const content = await contentOf(request, 'japan')
  const firstId = content.slices[0].hotSpots[0]?.id
  test.skip(!firstId, 'the japan page has no hot spot on its first slice')
  await openImg(page, 'japan')
  await page.locator(`[data-hot-spot="${firstId}"]`).scrollIntoViewIfNeeded()
  const impressions = () =>
    sent.tracked.filter(
      (e) => e.kind === 'impression' && e.event_key === 'img_hot_spot',
    ) as unknown as Array<{
      attributes: { hot_spot_id: string; page_key: string }
    }>
  await expect
    .poll(() => impressions().some((e) => e.attributes.hot_spot_id === firstId), { timeout: 15_000 })
    .toBe(true)
  expect(impressions().every((e) => e.attributes.page_key === 'japan')).toBe(true)
})

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('slices load only within 1.5 screens, and all once scrolled to the bottom', async ({
    page,
    request,
  }) => {
    const content = await contentOf(request, 'japan')
    const requested = new Set<string>()
    page.on('request', (r) => {
      if (MEDIA.test(r.url())) requested.add(new URL(r.url()).pathname)
    })
    await openImg(page, 'japan')
    await expect(page.locator('.img-slice img').first()).toBeVisible()
    await page.waitForTimeout(600)
    // Which slices start within 1.5 viewports of the top, by the page's own layout.
    const tops = await page
      .locator('.img-slice')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
    const near = content.slices
      .filter((_, i) => tops[i] < 812 * 1.5)
      .map((s) => new URL(s.url, 'http://x').pathname)
    expect(near.length).toBeGreaterThan(0)
    expect(near.length, 'the seeded page should be longer than 1.5 screens').toBeLessThan(
      content.slices.length,
    )
    expect([...requested].sort()).toEqual([...near].sort())

    for (let y = 0; y < 40 && requested.size < content.slices.length; y++) {
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(250)
    }
    expect([...requested].sort()).toEqual(
      content.slices.map((s) => new URL(s.url, 'http://x').pathname).sort(),
    )
  })
})

const SCREENS = [
  ...[320, 375].flatMap((width) => ['zh-CN', 'en'].map((lang) => ({ key: 'japan', width, lang }))),
  // A dark page, and the desktop's centred column.
  { key: 'nightwalk', width: 375, lang: 'zh-CN' },
  { key: 'japan', width: 1280, lang: 'en' },
]
for (const { key, width, lang } of SCREENS) {
  test(`${key} looks right at ${width} px in ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 })
    await openImg(page, key, lang === 'en' ? '?lang=en' : '')
    await expect(page.locator('.img-slice img').first()).toBeVisible()
    await page.waitForTimeout(400)
    // Nothing wider than the screen (the picture is full width, hot spots inside their slices).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    if (width > 750) {
      // On the desktop the page is a phone-width column in the middle.
      const box = (await page.locator('.img-campaign').boundingBox())!
      expect(box.width).toBeLessThan(width / 2)
      expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2)
    }
    await page.screenshot({ path: `test-results/img-screens/${key}-${width}-${lang}.png` })
  })
}
