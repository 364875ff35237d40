import { expect, test } from '@playwright/test'

// Issue 12, item 3: a shared journey's link says what it is, to a chat app reading its document and to
// the reader looking at the tab.

test("the document of journey/detail/1 carries the journey's title and its og tags", async ({ request }) => {
  const journey = (await (await request.get('/api/v1/web/journey/detail?id=1')).json()).data
  const html = await (await request.get('/web/journey/detail/1')).text()
  const tag = (property: string) =>
    html.match(new RegExp(`<meta property="${property}" content="([^"]*)">`))?.[1] ?? null
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(journey.title)
  expect(tag('og:title')).toBe(journey.title)
  expect(tag('og:description')).toBeTruthy()
  expect(tag('og:image')).toMatch(/^http:\/\/[^/]+\/.+/)
  expect(tag('og:url')).toMatch(/^http:\/\/[^/]+\/web\/journey\/detail\/1$/)
  // The card's image is really there.
  expect((await request.get(tag('og:image') as string)).ok()).toBe(true)
})

// The page sets the route's title ("行程详情") as it mounts; the journey's own title must win once it loads.
test("the tab carries the journey's title once the page has loaded, in the reader's language", async ({
  page,
  request,
}) => {
  const journey = (await (await request.get('/api/v1/web/journey/detail?id=2')).json()).data
  await page.goto('/web/journey/detail/2')
  await expect(page.locator('.journey-header')).toBeVisible()
  await expect(page).toHaveTitle(journey.title)
  await page.goto('/web/journey/detail/2?lang=en')
  await expect(page.locator('.journey-header')).toBeVisible()
  await expect(page).toHaveTitle(journey.titleEn)
})
