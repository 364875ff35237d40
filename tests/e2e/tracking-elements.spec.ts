import { expect, test } from '@playwright/test'
import { recordCollectors } from './fixtures/tracking-events'

// Issue #6: elements carrying tracking keys send clicks and impressions (half visible for 500 ms).
test('a tracked element sends its impression once seen and its click with snake_case attributes', async ({
  page,
}) => {
  const sent = recordCollectors(page)
  await page.goto('/web/about')
  await expect(page.locator('[data-page-key="about"]:visible')).toBeVisible()
  // A tracked card added the way a component would render it: keys on its root, a child clicked.
  await page.evaluate(() => {
    const card = document.createElement('div')
    card.setAttribute('data-track-key', 'e2e_card')
    card.setAttribute('data-track-module', 'e2e_list')
    card.setAttribute('data-track-index', '2')
    card.setAttribute('data-track-attrs', JSON.stringify({ poiId: 7 }))
    card.setAttribute('data-track-impression', '')
    card.style.cssText = 'position:fixed;top:10px;left:10px;width:200px;height:80px;background:#eee;z-index:9'
    const label = document.createElement('span')
    label.id = 'e2e-card-label'
    label.textContent = 'tracked card'
    card.appendChild(label)
    document.body.appendChild(card)
  })
  await page.waitForTimeout(700)
  await page.locator('#e2e-card-label').click()

  const ofKey = (kind: string) =>
    sent.tracked.filter((e) => e.kind === kind && e.event_key === 'e2e_card') as Array<
      (typeof sent.tracked)[number] & {
        module_key?: string
        action?: string
        attributes: Record<string, unknown>
      }
    >
  await expect.poll(() => ofKey('click').length, { timeout: 10_000 }).toBe(1)
  expect(ofKey('impression')).toHaveLength(1)
  const [click] = ofKey('click')
  expect(click.action).toBe('click')
  expect(click.module_key).toBe('e2e_list')
  expect(click.attributes.poi_id).toBe(7)
  expect(click.event_info.page_key).toBe('about')
})
