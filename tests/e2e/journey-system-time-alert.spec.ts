import { expect, test, type Page } from '@playwright/test'
import { APP_USER_AGENT } from '../../playwright.config'
import { BRIDGE_METHOD_NAMES } from '../../src/platform/bridge/methods/names'
import { withoutEmbedded } from './fixtures/embedded-data'
import { useHostApp } from './fixtures/simulator'

// Issue 12 item 8 (SPEC.md sections 4 and 8): on the journey page an API answer of HTTP 406 with
// x-kong-sign 2 shows the "system time error" alert. The document embeds the journey and its weather, so
// the journey request is never made; the weather is taken out of the document, and the page's own
// weather request is answered 406 here by page.route (the server's anti-spam switch is left alone). The
// alert is Taro's H5 modal, drawn in the page.
const JOURNEY = '/web/journey/detail/1'
const APP = { os: 'ios', version: '6.61.0', build: 6630001 } as const

test('a 406 with x-kong-sign 2 on the journey page shows the system time alert', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('system-time alert'))
      errors.push(message.text())
  })
  let answered406 = 0
  await withoutEmbedded(page, `**${JOURNEY}`, /^weather:/)
  await page.route('**/api/v1/web/journey/get_weather**', (route) => {
    answered406++
    return route.fulfill({
      status: 406,
      headers: { 'content-type': 'application/json', 'x-kong-sign': '2' },
      body: JSON.stringify({ code: 406, msg: 'Not Acceptable', success: false, data: null }),
    })
  })
  // Document loads only (the router's history changes are no loads).
  let loads = 0
  page.on('load', () => loads++)
  await page.goto(JOURNEY)
  await expect(page.locator('.journey-header')).toBeVisible()
  await expect.poll(() => answered406).toBeGreaterThan(0)

  // The container has no box of its own (its mask and card are fixed): the card is what shows.
  const modal = page.locator('.taro__modal')
  await expect(modal.locator('.taro-modal__content')).toBeVisible()
  await expect(modal.locator('.taro-modal__title')).toHaveText('系统时间错误')
  await expect(modal.locator('.taro-modal__text')).not.toBeEmpty()
  // One button, no cancel.
  await expect(modal.locator('.taro-model__cancel')).toBeHidden()
  await modal.locator('.taro-model__confirm').click()
  await expect(modal.locator('.taro-modal__content')).toBeHidden()
  // An alert, not a reload (reloads are for the other sign values).
  await page.waitForTimeout(500)
  expect(loads).toBe(1)
  expect(errors).toEqual([])
})

test.describe('in the host app', () => {
  test.use({ userAgent: APP_USER_AGENT })

  const answer406 = async (page: Page) => {
    await withoutEmbedded(page, `**${JOURNEY}`, /^weather:/)
    await page.route('**/api/v1/web/journey/get_weather**', (route) =>
      route.fulfill({
        status: 406,
        headers: { 'content-type': 'application/json', 'x-kong-sign': '2' },
        body: JSON.stringify({ code: 406, msg: 'Not Acceptable', success: false, data: null }),
      }),
    )
  }

  test('the alert is the app own when the bridge answers', async ({ page }) => {
    const app = await useHostApp(page, APP)
    await answer406(page)
    await page.goto(JOURNEY)
    await expect.poll(async () => (await app.calls('showalertV2')).length).toBe(1)
    const [alert] = await app.calls('showalertV2')
    expect(alert.args).toMatchObject({ title: '系统时间错误', actions: [{ name: '知道了' }] })
  })

  test('the alert is drawn by the page when the bridge never answers', async ({ page }) => {
    const app = await useHostApp(page, { ...APP, silent: [...BRIDGE_METHOD_NAMES] })
    await answer406(page)
    await page.goto(JOURNEY)
    const card = page.locator('.taro__modal .taro-modal__content')
    await expect(card).toBeVisible({ timeout: 10_000 })
    await expect(card.locator('.taro-modal__title')).toHaveText('系统时间错误')
    expect(await app.calls('showalertV2')).toEqual([])
  })
})
