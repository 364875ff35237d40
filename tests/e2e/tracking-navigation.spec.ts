import { expect, test } from '@playwright/test'
import { followLink } from './fixtures/follow-link'
import { recordCollectors } from './fixtures/tracking-events'
import { adminHeaders } from './fixtures/admin-session'

// Issue #6: a page gets tracking by being a route. Events reach the real collector as text/plain.
test('a journey page then a navigation sends a page view, a page end with its duration, and rp', async ({
  page,
  request,
}) => {
  const sent = recordCollectors(page)
  await page.goto('/web/journey/detail/1')
  await expect(page.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
  await expect
    .poll(() => sent.tracked.map((e) => `${e.kind}:${e.event_info.page_key}`))
    .toContain('page_view:journeyDetail')
  await page.waitForTimeout(1200)
  await followLink(page.locator('[data-page-key="journeyDetail"]:visible [data-route="about"]'))
  await expect(page.locator('[data-page-key="about"]:visible')).toBeVisible()
  // Tracking parameters ride on the route change (SPEC.md section 2).
  expect(new URL(page.url()).searchParams.get('uba_pre')).toBe('journeyDetail')
  expect(new URL(page.url()).searchParams.get('uba_index')).toBe('1')

  await expect
    .poll(() => sent.tracked.find((e) => e.kind === 'page_view' && e.event_info.page_key === 'about'), {
      timeout: 10_000,
    })
    .toBeTruthy()
  const end = sent.tracked.find((e) => e.kind === 'page_end' && e.event_info.page_key === 'journeyDetail')
  expect(end?.duration).toBeGreaterThanOrEqual(1000)
  const view = sent.tracked.find((e) => e.kind === 'page_view' && e.event_info.page_key === 'about')
  expect(view?.event_info.rp).toBe('journeyDetail')
  expect(view?.event_info.rp_index).toBe(1)
  expect(view?.context.environment).toBe('development')

  const first = sent.trackerRequests[0]
  const headers = await first.allHeaders()
  expect(headers['content-type']).toMatch(/^text\/plain/)
  expect(headers['biz-type']).toBe('4')

  // The server kept them: the operator's read of the collector shows the same page end.
  const admin = await adminHeaders(request)
  const latest = await (
    await request.get('/telemetry/latest?channel=tracker&limit=200', { headers: admin })
  ).json()
  const stored = (
    latest.data.events as Array<{ event: { kind: string; event_info: { event_id: string } } }>
  ).map((e) => e.event.event_info.event_id)
  expect(stored).toContain(end?.event_info.event_id)
})

test('a full reload still points back at the page before, through the stored token', async ({ page }) => {
  const sent = recordCollectors(page)
  await page.goto('/web/journey/detail/2')
  await expect(page.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
  await page.goto('/web/about')
  await expect
    .poll(
      () =>
        sent.tracked.find((e) => e.kind === 'page_view' && e.event_info.page_key === 'about')?.event_info.rp,
    )
    .toBe('journeyDetail')
  // The page end of the first page left on pagehide, with keepalive.
  await expect
    .poll(() => sent.tracked.some((e) => e.kind === 'page_end' && e.event_info.page_key === 'journeyDetail'))
    .toBe(true)
})

test('the back button fires the spv event with spvType back', async ({ page }) => {
  await page.goto('/web/about')
  await page.locator('[data-page-key="about"]:visible [data-route="journeyDetail"]').click()
  await expect(page.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
  await page.evaluate(() => {
    window.addEventListener('spv', (event) => {
      ;(window as unknown as { __spv: unknown }).__spv = (event as CustomEvent).detail
    })
  })
  await page.goBack()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spv?: unknown }).__spv))
    .toEqual({
      spvType: 'back',
    })
})
