import { expect, test, type APIRequestContext } from '@playwright/test'

// The full-screen map (issue 7) against the built site and the real server's demo data. Nothing may be
// fetched from outside this machine: the map is drawn offline, so every other host is refused and the
// map apps' pages are answered here.
const MAP_APPS = ['高德地图', '百度地图', 'Apple 地图', '谷歌地图']
const MAP_APP_PAGES = /^https:\/\/(uri\.amap\.com|maps\.apple\.com|api\.map\.baidu\.com|www\.google\.com)\//

test.beforeEach(async ({ context, baseURL }) => {
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(baseURL ?? 'http://127.0.0.1')) return route.continue()
    if (MAP_APP_PAGES.test(url))
      return route.fulfill({ contentType: 'text/html', body: '<title>map</title>' })
    return route.abort()
  })
})

async function placesOfDay(request: APIRequestContext, journeyId: number, day: number): Promise<string[]> {
  const body = await (await request.get(`/api/v1/web/journey/detail?id=${journeyId}`)).json()
  const found = body.data.days.find((d: { dayIndex: number }) => d.dayIndex === day)
  return found.items
    .filter((i: { kind: string; place: unknown }) => i.kind === 'place' && i.place)
    .map((i: { place: { name: string } }) => i.place.name)
}

test('a journey day shows its places as numbered markers over the drawn map, in visiting order', async ({
  page,
  request,
}) => {
  const names = await placesOfDay(request, 1, 2)
  expect(names.length).toBeGreaterThan(1)
  await page.goto('/web/map?journeyId=1&day=2')
  const markers = page.locator('.full-map [data-marker]')
  await expect(markers).toHaveCount(names.length)
  expect(await markers.evaluateAll((els) => els.map((e) => e.getAttribute('data-marker')))).toEqual(
    names.map((_, i) => String(i + 1)),
  )
  await expect(markers.nth(1)).toHaveAttribute('aria-label', `第 2 站：${names[1]}`)
  // The base map is an offline drawing (a data URL), not a tile server.
  expect(await page.locator('.full-map__base img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  await expect(page.locator('[data-stop-card]')).toContainText(names[0])
  await markers.nth(2).click()
  await expect(page.locator('[data-stop-card]')).toContainText(names[2])
})

test('the map fills the screen', async ({ page }) => {
  for (const size of [
    { width: 320, height: 640 },
    { width: 430, height: 932 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    await page.goto('/web/map?journeyId=1&day=1')
    await expect(page.locator('.full-map [data-marker="1"]')).toBeVisible()
    const box = await page.locator('.full-map').boundingBox()
    expect(box).toEqual({ x: 0, y: 0, ...size })
    const stage = await page.locator('.full-map__stage').boundingBox()
    expect(stage!.width).toBeGreaterThanOrEqual(size.width - 1)
    expect(stage!.height).toBeGreaterThanOrEqual(size.height - 1)
    // Every marker is on screen.
    for (const marker of await page.locator('.full-map [data-marker]').all()) {
      const at = (await marker.boundingBox())!
      expect(at.x).toBeGreaterThanOrEqual(0)
      expect(at.x + at.width).toBeLessThanOrEqual(size.width)
      expect(at.y).toBeGreaterThanOrEqual(0)
      expect(at.y + at.height).toBeLessThanOrEqual(size.height)
    }
  }
})

test('a point from the query shows its marker and name', async ({ page }) => {
  await page.goto(`/web/map?lat=31.2397&lon=121.4998&name=${encodeURIComponent('东方明珠')}&coord=gcj02`)
  await expect(page.locator('.full-map [data-marker="pin"]')).toHaveAttribute('aria-label', '地点：东方明珠')
  await expect(page.locator('[data-stop-card]')).toContainText('东方明珠')
})

test('navigate with offers the four map apps and opens the one picked', async ({ page, context }) => {
  await page.goto('/web/map?placeId=1')
  await expect(page.locator('.full-map [data-marker="pin"]')).toBeVisible()
  await page.locator('.stop-card__navigate').click()
  for (const app of MAP_APPS) await expect(page.getByText(app, { exact: true })).toBeVisible()
  const opened = context.waitForEvent('page')
  await page.getByText('谷歌地图', { exact: true }).click()
  const tab = await opened
  expect(tab.url()).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/)
})

test('a bad query shows an error and loads nothing', async ({ page }) => {
  const apiCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/web/')) apiCalls.push(r.url())
  })
  await page.goto('/web/map?lat=123&lon=500')
  await expect(page.getByRole('alert')).toContainText('纬度不正确')
  await expect(page.locator('.full-map')).toHaveCount(0)
  expect(apiCalls).toEqual([])
})

test('the map zooms with the wheel, the keys and two fingers, pans with a drag, and fits again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 760 })
  await page.goto('/web/map?journeyId=1&day=2')
  const view = page.locator('.full-map .map-canvas__view')
  const transform = () => view.evaluate((e) => (e as HTMLElement).style.transform)
  const scaleOf = async () => Number(/scale\(([\d.]+)\)/.exec(await transform())?.[1] ?? 1)
  await expect(page.locator('.full-map [data-marker="1"]')).toBeVisible()
  expect(await transform()).toBe('')

  // Wheel: zooms in at the cursor.
  await page.mouse.move(180, 380)
  await page.mouse.wheel(0, -400)
  await expect.poll(scaleOf).toBeGreaterThan(1.2)
  const zoomed = await scaleOf()

  // Drag: pans without selecting anything.
  const before = await transform()
  await page.mouse.move(180, 380)
  await page.mouse.down()
  await page.mouse.move(120, 300, { steps: 5 })
  await page.mouse.up()
  await expect.poll(transform).not.toBe(before)
  expect(await scaleOf()).toBeCloseTo(zoomed, 5)

  // The fit button: back to the whole day.
  await page.locator('[data-action="map-fit"]').click()
  await expect.poll(transform).toBe('')

  // Keys on the focused map: + zooms in, 0 fits.
  await page.locator('.full-map').focus()
  await page.keyboard.press('+')
  await expect.poll(scaleOf).toBeGreaterThan(1)
  await page.keyboard.press('0')
  await expect.poll(transform).toBe('')

  // Two fingers spreading apart: a pinch zooms in.
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(([x, y], id) => ({ x, y, id })),
    })
  await touch('touchStart', [
    [170, 380],
    [210, 380],
  ])
  for (let step = 1; step <= 5; step++)
    await touch('touchMove', [
      [170 - step * 12, 380],
      [210 + step * 12, 380],
    ])
  await touch('touchEnd', [])
  await expect.poll(scaleOf).toBeGreaterThan(1.5)
})
