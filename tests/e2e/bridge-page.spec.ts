import { expect, test, type Page } from '@playwright/test'
import { APP_USER_AGENT } from '../../playwright.config'
import { useHostApp } from './fixtures/simulator'

const APP = { os: 'ios', version: '6.61.0', build: 6630001 } as const

async function callFromPage(page: Page, method: string) {
  await page.locator(`[data-method="${method}"]`).first().click()
  await expect(page.getByText(`${method} 的参数（JSON）`)).toBeVisible()
  await page.locator('[data-role="call"]').click()
}

// The bridge test page as the app opens it: app user agent, native bridge from the host-app simulator.
test.describe('the bridge page in the app', () => {
  test.use({ userAgent: APP_USER_AGENT })

  test('calls getUserInfo and shows the user', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const app = await useHostApp(page, APP)
    await page.goto('/web/bridge')
    await expect(page.locator('[data-role="environment"]')).toHaveText('App 6.61.0（ios，build 6630001）')
    await callFromPage(page, 'getUserInfo')
    const result = page.locator('[data-role="result"]')
    await expect(result).toContainText('"userId": "10001"')
    await expect(result).toContainText('"nickname": "旅行者小林"')
    await expect(page.locator('[data-role="elapsed"]')).toHaveText(/耗时 \d+ ms/)
    expect((await app.calls('getUserInfo')).map((c) => c.channel)).toEqual(['new'])
    expect(errors).toEqual([])
  })

  test('calls shareContentV2 with its example and shows the share result', async ({ page }) => {
    const app = await useHostApp(page, APP)
    await page.goto('/web/bridge')
    await callFromPage(page, 'shareContentV2')
    await expect(page.locator('[data-role="result"]')).toContainText('"shared": true')
    const [share] = await app.calls('shareContentV2')
    expect(share).toMatchObject({ channel: 'new', method: 'shareContentV2', args: { type: 'journey' } })
  })

  test('falls back to the old channel when the new one answers -10000', async ({ page }) => {
    const app = await useHostApp(page, { ...APP, failures: { getUserInfo: { result: -10000 } } })
    await page.goto('/web/bridge')
    await callFromPage(page, 'getUserInfo')
    await expect(page.locator('[data-role="result"]')).toContainText('"userId": "10001"')
    const calls = await app.calls('getUserInfo')
    expect(calls.map((c) => [c.channel, c.method, c.answer?.result])).toEqual([
      ['new', 'getUserInfo', -10000],
      ['legacy', 'getUserInfo', 0],
    ])
  })

  test('shows the code and message of a native failure', async ({ page }) => {
    await useHostApp(page, { ...APP, failures: { getUserInfo: { result: -1, message: 'not signed in' } } })
    await page.goto('/web/bridge')
    await callFromPage(page, 'getUserInfo')
    await expect(page.getByText('错误 ERR_NATIVE')).toBeVisible()
    await expect(page.locator('[data-role="error"]')).toHaveText('getUserInfo: not signed in')
  })
})

test('in a plain browser the bridge page says the bridge is not available', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/web/bridge')
  await expect(page.locator('[data-role="unavailable"]')).toContainText(
    '原生桥不可用：此页面没有在 App 内打开。',
  )
  await expect(page.locator('[data-role="call"]')).toHaveCount(0)
  expect(errors).toEqual([])
})
