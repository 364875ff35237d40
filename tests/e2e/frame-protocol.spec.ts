import { expect, test, type Page } from '@playwright/test'
import { parentHtml, startParentServer } from './fixtures/frame-parent'

type Got = Array<{ origin: string; data: { type?: string; path?: string; pageKey?: string } }>
const got = (page: Page) => page.evaluate(() => (window as unknown as { __got: Got }).__got)
const send = (page: Page, data: unknown) =>
  page.evaluate((d) => (window as unknown as { send(x: unknown): void }).send(d), data)

// CONTRACTS.md "A parent frame": the site's own origin is always trusted.
test('inside a trusted parent the page answers connect, reports route changes, highlights and goes back', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  await page.route(`${origin}/frame-parent.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: parentHtml(`${origin}/web/about`, origin) }),
  )
  await page.goto(`${origin}/frame-parent.html`)
  const frame = page.frameLocator('#f')
  await expect(frame.locator('[data-page-key="about"]:visible')).toBeVisible()
  await expect
    .poll(async () => (await got(page)).find((m) => m.data.type === 'route-change')?.data)
    .toEqual({ type: 'route-change', path: '/web/about', pageKey: 'about' })

  await send(page, { type: 'connect' })
  await expect
    .poll(async () => (await got(page)).find((m) => m.data.type === 'connected'))
    .toEqual({ origin, data: { type: 'connected', path: '/web/about' } })

  await send(page, { type: 'switch:highlight', enabled: true })
  await expect(frame.locator('#parent-frame-highlight')).toHaveCount(1)
  await send(page, { type: 'switch:highlight', enabled: false })
  await expect(frame.locator('#parent-frame-highlight')).toHaveCount(0)

  await frame.locator('[data-page-key="about"]:visible [data-route="journeyDetail"]').click()
  await expect(frame.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
  await expect
    .poll(async () =>
      (await got(page)).filter((m) => m.data.type === 'route-change').map((m) => m.data.pageKey),
    )
    .toEqual(['about', 'journeyDetail'])

  await send(page, { type: 'history-back' })
  await expect(frame.locator('[data-page-key="about"]:visible')).toBeVisible()
})

test('a page on an untrusted origin gets no answer and no route changes', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const parent = await startParentServer(parentHtml(`${origin}/web/about`, origin))
  try {
    await page.goto(parent.url)
    const frame = page.frameLocator('#f')
    await expect(frame.locator('[data-page-key="about"]:visible')).toBeVisible()
    await frame.locator('[data-page-key="about"]:visible [data-route="journeyDetail"]').click()
    await expect(frame.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
    await send(page, { type: 'connect' })
    await send(page, { type: 'switch:highlight', enabled: true })
    await page.waitForTimeout(1500)
    expect(await got(page)).toEqual([])
    await expect(frame.locator('#parent-frame-highlight')).toHaveCount(0)
    // history-back from a stranger does not move the page.
    await send(page, { type: 'history-back' })
    await page.waitForTimeout(500)
    await expect(frame.locator('[data-page-key="journeyDetail"]:visible')).toBeVisible()
  } finally {
    await parent.close()
  }
})
