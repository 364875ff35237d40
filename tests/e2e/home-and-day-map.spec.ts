import { expect, test } from '@playwright/test'

// Issue 12: the site's home shows journeys and open campaigns from the server, and a day's map opens
// the full map of that day.
test('the home page shows featured journeys and the campaigns open now, from the server', async ({
  page,
  request,
}) => {
  const home = (await (await request.get('/api/v1/web/home')).json()).data
  expect(home.journeys.length).toBeGreaterThan(0)
  expect(home.campaigns.length).toBeGreaterThan(0)
  await page.goto('/web/')
  await expect(page).toHaveTitle('首页')
  for (const journey of home.journeys) {
    await expect(page.locator(`[data-journey-id="${journey.id}"]`)).toContainText(journey.title)
  }
  for (const campaign of home.campaigns) {
    await expect(page.locator(`[data-campaign="${campaign.kind}"]`)).toContainText(campaign.title)
  }
  await page.locator(`[data-journey-id="${home.journeys[0].id}"]`).click()
  await expect(page).toHaveURL(new RegExp(`/web/journey/detail/${home.journeys[0].id}(\\?|$)`))
  await expect(page.locator('.journey-header__title')).toHaveText(home.journeys[0].title)
})

test('a journey that is gone offers the home page, in place of the dead one', async ({ page }) => {
  await page.goto('/web/journey/detail/123')
  await page.getByRole('button', { name: /首页/ }).click()
  await expect(page).toHaveURL(/\/web\/home(\?|$)/)
  await expect(page).toHaveTitle('首页')
})

test("a day's map opens the full map of that day", async ({ page }) => {
  await page.goto('/web/journey/detail/1')
  const open = page.locator('[data-day="1"] [data-action="open-day-map"]')
  await expect(open).toHaveAccessibleName('查看第 1 天的地图')
  await open.click()
  await expect(page).toHaveURL(/\/web\/map\?(.*&)?journeyId=1&day=1(&|$)/)
  await expect(page.locator('.full-map')).toBeVisible()
  await expect(page.locator('.full-map [data-marker="1"]')).toBeVisible()
})

test("no two markers of Tokyo's first day hide each other", async ({ page }) => {
  await page.goto('/web/journey/detail/1')
  const markers = page.locator('[data-day="1"] .day-map__marker')
  await expect(markers).toHaveCount(9)
  const boxes = await markers.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, r: r.width / 2 }
    }),
  )
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const gap = Math.hypot(boxes[i].x - boxes[j].x, boxes[i].y - boxes[j].y)
      expect(gap, `markers ${i + 1} and ${j + 1}`).toBeGreaterThanOrEqual(boxes[i].r + boxes[j].r - 1)
    }
  }
})
