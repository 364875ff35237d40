import { expect, test } from '@playwright/test'
import { followLink } from './fixtures/follow-link'
import { recordCollectors } from './fixtures/tracking-events'

// Issue #6, beyond the spec: events wait in storage while the network is away and none is lost.
test('taking the network offline and back loses no tracking event', async ({ page, context }) => {
  const sent = recordCollectors(page)
  await page.goto('/web/journey/detail/1')
  await expect(page.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
  // Load the about page's code once while online, so the offline navigation needs no download.
  await followLink(page.locator('[data-page-key="journeyDetail"]:visible [data-route="about"]'))
  await expect(page.locator('[data-page-key="about"]:visible')).toBeVisible()
  await expect.poll(() => sent.tracked.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)

  await context.setOffline(true)
  await page.locator('[data-page-key="about"]:visible [data-route="journeyDetail"]').click()
  await expect(page.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
  await followLink(page.locator('[data-page-key="journeyDetail"]:visible [data-route="about"]'))
  await expect(page.locator('[data-page-key="about"]:visible')).toBeVisible()
  await page.waitForTimeout(2500)
  const whileOffline = sent.tracked.length

  await context.setOffline(false)
  await expect.poll(() => sent.tracked.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(whileOffline + 4)
  const seqs = [...new Set(sent.tracked.map((e) => e.event_info.event_seq))].sort((a, b) => a - b)
  // Every event of the session reached the collector: the sequence has no gap.
  expect(seqs).toEqual(seqs.map((_, i) => i + 1))
  const kinds = sent.tracked.map((e) => `${e.kind}:${e.event_info.page_key}`)
  expect(kinds.filter((k) => k === 'page_view:about').length).toBeGreaterThanOrEqual(2)
  expect(kinds.filter((k) => k === 'page_end:journeyDetail').length).toBeGreaterThanOrEqual(2)
})
