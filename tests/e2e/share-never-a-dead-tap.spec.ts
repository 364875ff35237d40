import { expect, test, type Page } from '@playwright/test'
import { APP_USER_AGENT } from '../../playwright.config'
import { BRIDGE_METHOD_NAMES } from '../../src/platform/bridge/methods/names'
import { useHostApp } from './fixtures/simulator'

// Issue 12 item 5, "in the host app, never a dead tap": with a bridge that takes calls and never
// answers, or no bridge object at all, a share tap shows progress at once and the link still goes out
// (Web Share where there is one, else copied); a native success with no value is not a failure.
const APP = { os: 'ios', version: '6.61.0', build: 6630001 } as const
const JOURNEY = '/web/journey/detail/1'
const FAILED = '分享没有成功，请稍后再试'

type TapWindow = Window & {
  __copied: string[]
  __tap: { clickAt: number; busyAt: number; copiedAt: number }
}

/**
 * Records what the page copies (headless Chromium has no Web Share, so the web way copies) and when:
 * the tap, the first frame the share button is busy, the copy. Times are the page's own clock.
 */
async function watchTheTap(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as TapWindow
    w.__copied = []
    w.__tap = { clickAt: 0, busyAt: 0, copiedAt: 0 }
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          w.__copied.push(text)
          w.__tap.copiedAt ||= performance.now()
        },
      },
    })
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest?.('[data-action="share"]'))
          w.__tap.clickAt ||= performance.now()
      },
      true,
    )
    new MutationObserver(() => {
      if (!w.__tap.busyAt && document.querySelector('[data-action="share"][aria-busy="true"]')) {
        w.__tap.busyAt = performance.now()
      }
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

const tap = (page: Page) => page.evaluate(() => (window as unknown as TapWindow).__tap)
const copied = (page: Page) => page.evaluate(() => (window as unknown as TapWindow).__copied)

async function openJourney(page: Page) {
  await page.goto(JOURNEY)
  await expect(page.locator('.journey-header')).toBeVisible()
  await expect(page.locator('[data-action="share"]')).toBeVisible()
}

async function shareAndExpectTheLinkCopied(page: Page, withinMs: number) {
  await page.locator('[data-action="share"]').click()
  await expect.poll(async () => (await copied(page)).length, { timeout: withinMs + 2_000 }).toBe(1)
  const times = await tap(page)
  test.info().annotations.push({
    type: 'timing',
    description: `busy after ${Math.round(times.busyAt - times.clickAt)} ms, copied after ${Math.round(times.copiedAt - times.clickAt)} ms`,
  })
  expect(times.busyAt - times.clickAt).toBeLessThan(300)
  expect(times.copiedAt - times.clickAt).toBeLessThan(withinMs)
  expect((await copied(page))[0]).toMatch(/\/web\/journey\/detail\/1\b/)
  await expect(page.getByText('链接已复制')).toBeVisible()
  await expect(page.getByText(FAILED)).toHaveCount(0)
  await expect(page.locator('[data-action="share"]')).not.toHaveAttribute('aria-busy', 'true')
}

test.describe('in the host app', () => {
  test.use({ userAgent: APP_USER_AGENT })

  test('with a bridge that never answers, a share tap shows progress at once and copies the link within seconds', async ({
    page,
  }) => {
    await watchTheTap(page)
    const app = await useHostApp(page, { ...APP, silent: [...BRIDGE_METHOD_NAMES] })
    await openJourney(page)
    await shareAndExpectTheLinkCopied(page, 5_000)
    // Native never got a share it would not answer: the page knew the bridge was silent.
    expect(await app.calls('shareContentV2')).toEqual([])
  })

  test('with no bridge object at all, a share tap copies the link', async ({ page }) => {
    await watchTheTap(page)
    await openJourney(page)
    await shareAndExpectTheLinkCopied(page, 3_000)
  })

  test('a share answered with result 0 and value null shows no failure', async ({ page }) => {
    await watchTheTap(page)
    const app = await useHostApp(page, { ...APP, answers: { shareContentV2: null } })
    await openJourney(page)
    await page.locator('[data-action="share"]').click()
    await expect.poll(async () => (await app.calls('shareContentV2')).length).toBe(1)
    const [share] = await app.calls('shareContentV2')
    expect(share.answer).toEqual({ result: 0, value: null })
    // The outcome toast goes to the app's own toast: "shared", never the failure.
    await expect
      .poll(async () => (await app.calls('toast')).map((call) => call.args.message))
      .toContain('已分享')
    expect((await app.calls('toast')).map((call) => call.args.message)).not.toContain(FAILED)
    await expect(page.getByText(FAILED)).toHaveCount(0)
    expect(await copied(page)).toEqual([])
    expect((await tap(page)).busyAt - (await tap(page)).clickAt).toBeLessThan(300)
  })
})
