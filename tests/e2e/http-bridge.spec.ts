import { expect, test, type Page } from '@playwright/test'
import { harnessScript } from './http-harness-bundle'

// SPEC.md section 4 "Request routing" in Chromium: the bridge adapter over the real bridge client and
// the host-app simulator, whose sendClientRequest fetches from the real server.
type Harness = {
  inApp: {
    get(p: string, q?: object, c?: object): Promise<unknown>
    post(p: string, b?: object, c?: object): Promise<unknown>
  }
  simulator: { callsOf(method: string): unknown[] }
}

async function open(page: Page, mode: string) {
  await page.addInitScript({ content: harnessScript() })
  await page.goto(`/web/about?e2eApp=${mode}`)
  await page.waitForFunction(() => Boolean((window as unknown as { __httpHarness?: Harness }).__httpHarness))
}

test('a useBridge GET goes through sendClientRequestV3 from build 6630000', async ({ page }) => {
  await open(page, 'v3')
  const id = await page.evaluate(async () => {
    const harness = (window as unknown as { __httpHarness: Harness }).__httpHarness
    const journey = (await harness.inApp.get('/web/journey/detail', { id: 1 }, { useBridge: true })) as {
      id: number
    }
    return [journey.id, harness.simulator.callsOf('sendClientRequestV3').length]
  })
  expect(id).toEqual([1, 1])
})

test('before build 6630000 it is sendClientRequestV2, and a JSON POST reaches the server as JSON', async ({
  page,
}) => {
  await open(page, 'v2')
  const result = await page.evaluate(async () => {
    const harness = (window as unknown as { __httpHarness: Harness }).__httpHarness
    const login = (await harness.inApp.post(
      '/auth/login',
      { phone: '13800000001', code: '000000' },
      { preferBridge: true },
    )) as { user: { id: number } }
    return [login.user.id, harness.simulator.callsOf('sendClientRequestV2').length]
  })
  expect(result).toEqual([1, 1])
})

test('a failed native request (result -1) is a client error with the status', async ({ page }) => {
  await open(page, 'v3')
  const error = await page.evaluate(() =>
    (window as unknown as { __httpHarness: Harness }).__httpHarness.inApp
      .get('/web/journey/detail', { id: 999999 }, { useBridge: true })
      .then(
        () => 'resolved',
        (e: { kind?: string; code?: string; status?: number }) => `${e.kind} ${e.code} ${e.status}`,
      ),
  )
  // The simulator, like native, answers -1 for a status outside 200-299.
  expect(error).toBe('client EUseBridgeV3Error 404')
})

test('a bridge that does not answer falls back to the normal adapter', async ({ page }) => {
  await open(page, 'silent')
  const sent = page.waitForRequest((r) => r.url().includes('/api/v1/web/journey/detail'))
  const id = await page.evaluate(() =>
    (window as unknown as { __httpHarness: Harness }).__httpHarness.inApp
      .get('/web/journey/detail', { id: 3 }, { useBridge: true })
      .then((j) => (j as { id: number }).id),
  )
  expect(id).toBe(3)
  await sent
})

test('with fallback disabled the silent bridge times out', async ({ page }) => {
  await open(page, 'silent')
  const error = await page.evaluate(() =>
    (window as unknown as { __httpHarness: Harness }).__httpHarness.inApp
      .get('/web/journey/detail', { id: 3 }, { useBridge: true, bridgeFallback: false })
      .then(
        () => 'resolved',
        (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`,
      ),
  )
  expect(error).toBe('ECONNABORTED: timeout of 1000 ms exceeded')
})
