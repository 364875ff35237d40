import { expect, test } from '@playwright/test'
import { harnessScript } from './http-harness-bundle'

// SPEC.md section 7's headers as Chromium sends them, read from the browser's own requests.
type Harness = {
  api: { get(path: string, params?: object): Promise<unknown> }
  signed: { get(path: string, params?: object): Promise<unknown> }
}

test('same-origin API calls carry a 16-hex trace id and the XSRF token of the cookie', async ({ page }) => {
  await page.addInitScript({ content: harnessScript() })
  await page.goto('/web/about')
  await page.waitForFunction(() => Boolean((window as unknown as { __httpHarness?: Harness }).__httpHarness))
  await page.evaluate(() => {
    document.cookie = 'XSRF-TOKEN=e2e-xsrf; path=/'
  })
  const sent = page.waitForRequest((r) => r.url().includes('/api/v1/web/journey/detail'))
  const result = await page.evaluate(() =>
    (window as unknown as { __httpHarness: Harness }).__httpHarness.api
      .get('/web/journey/detail', { id: 1 })
      .then((j) => (j as { id: number }).id),
  )
  expect(result).toBe(1)
  const headers = (await sent).headers()
  expect(headers['x-b3-traceid']).toMatch(/^[0-9a-f]{16}$/)
  expect(headers['x-xsrf-token']).toBe('e2e-xsrf')
})

test('/fe_api/ calls are signed so the server accepts them', async ({ page }) => {
  await page.addInitScript({ content: harnessScript() })
  await page.goto('/web/about')
  await page.waitForFunction(() => Boolean((window as unknown as { __httpHarness?: Harness }).__httpHarness))
  const sent = page.waitForRequest((r) => r.url().includes('/fe_api/web/poi/detail'))
  const id = await page.evaluate(() =>
    (window as unknown as { __httpHarness: Harness }).__httpHarness.signed
      .get('/web/poi/detail', { id: 2 })
      .then((p) => (p as { id: number }).id),
  )
  expect(id).toBe(2)
  expect((await sent).headers()['x-sign']).toMatch(/^[0-9a-f]{64}$/)
})
