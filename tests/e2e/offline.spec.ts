import { expect, test, type Page } from '@playwright/test'

// Issue 7: once opened, the journey stays readable offline, a reload included. The service worker
// (src/service-worker/sw.js) keeps the app shell and the built files; the page keeps the journey.
test.use({ serviceWorkers: 'allow' })

/**
 * The worker is activated, controls the page, and holds the shell and the app bundle (it registers
 * once the page is idle). Polled from here: waitForFunction would take the predicate's promise for true.
 */
const offlineReady = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/web/')
          if (registration?.active?.state !== 'activated' || !navigator.serviceWorker.controller) return false
          const shell = await (await caches.open('trip-shell-v1')).match('/web/__offline-shell__')
          const files = await (await caches.open('trip-files-v1')).keys()
          return Boolean(shell) && files.some((request) => /\/web\/js\/app\./.test(request.url))
        }),
      { timeout: 20_000 },
    )
    .toBe(true)

test('a journey opened once reloads without a network, from its saved copy, cover included', async ({
  page,
  context,
}) => {
  await page.goto('/web/journey/detail/1')
  const title = page.locator('.journey-header__title')
  await expect(title).toHaveText('东京五日：浅草晨光到涩谷夜色')
  await offlineReady(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('[data-offline-copy]')).toBeVisible()
  await expect(title).toHaveText('东京五日：浅草晨光到涩谷夜色')
  await expect(page.locator('[data-day]').first()).toBeVisible()
  await expect
    .poll(() =>
      page.locator('.journey-header__cover img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0)
})

test('offline, a journey never opened still gets the site, which says it cannot reach it', async ({
  page,
  context,
}) => {
  await page.goto('/web/journey/detail/1')
  await expect(page.locator('.journey-header__title')).toBeVisible()
  await offlineReady(page)

  await context.setOffline(true)
  await page.goto('/web/journey/detail/2')
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.locator('[data-page-key="journeyDetail"]')).toBeVisible()
})

test('online, the page still comes from the server: the shared journey is in the document', async ({
  page,
}) => {
  await page.goto('/web/journey/detail/1')
  await offlineReady(page)
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  expect(await response?.text()).toContain('id="trip-data:journey:1"')
  await expect(page.locator('[data-offline-copy]')).toHaveCount(0)
})
