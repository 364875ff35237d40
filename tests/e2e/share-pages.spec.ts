import { expect, test, type Page } from '@playwright/test'
import { create } from 'qrcode'

// Issue 7 end to end: the share entry and result, the about page, and joining as a co-editor with the
// seeded demo invitation, against the built site and the real server (fresh in-memory database).

/** The dark modules a poster's QR path draws, as "row,col" strings. */
function drawnModules(d: string): Set<string> {
  const dark = new Set<string>()
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let c = Number(m[1]); c < Number(m[1]) + Number(m[3]); c++) dark.add(`${m[2]},${c}`)
  }
  return dark
}

function qrModules(text: string): Set<string> {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const dark = new Set<string>()
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) dark.add(`${r},${c}`)
  return dark
}

const posterImage = (page: Page) => page.locator('img[src^="data:image/svg+xml"]')

test.describe('sharing a journey', () => {
  test('shows the card and a poster whose QR code opens the journey', async ({ page, baseURL }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/web/shareh5/index?journeyId=1')
    await expect(page).toHaveTitle('分享')
    const card = page.locator('[data-share-card="1"]')
    await expect(card).toContainText('东京五日')
    await expect(card).toContainText('旅行者小鹿 的行程')
    await expect(posterImage(page)).toHaveCount(1)
    // The browser really decoded the SVG: a broken document would have no size.
    await expect
      .poll(() => posterImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const src = (await posterImage(page).getAttribute('src')) ?? ''
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1))
    const d = /data-qr="1"[\s\S]*?<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? ''
    expect(drawnModules(d)).toEqual(qrModules(`${baseURL}/web/journey/detail/1?source=share&channel=poster`))
    expect(errors).toEqual([])
  })

  test('copy link leads to the result page, and back keeps the share page as it was', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/web/shareh5/index?journeyId=1')
    const entry = page.locator('[data-page-key="shareIndex"]')
    await expect(entry.locator('[data-share-card="1"]')).toBeVisible()
    const mountedAt = await entry.locator('[data-mounted-at]').getAttribute('data-mounted-at')
    await entry.locator('[data-channel="link"]').click()
    await expect(page).toHaveURL(/\/web\/shareh5\/result\?.*status=copied/)
    await expect(page).toHaveTitle('分享结果')
    await expect(page.locator('[data-outcome="copied"]')).toContainText('链接已复制')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/web/journey/detail/1?source=share&channel=link`,
    )
    await page.goBack()
    await expect(page).toHaveTitle('分享')
    await expect(entry.locator('[data-mounted-at]')).toHaveAttribute('data-mounted-at', mountedAt ?? '')
    await expect(entry.locator('[data-share-card="1"]')).toBeVisible()
    await expect(entry.locator('.state--loading')).toHaveCount(0)
  })

  test('a private journey cannot be shared and says why', async ({ page }) => {
    await page.goto('/web/shareh5/index?journeyId=7')
    await expect(page.locator('[data-unavailable="private"]')).toBeVisible()
    await expect(page.locator('[data-channel]')).toHaveCount(0)
  })
})

test('the about page shows the version of the build', async ({ page }) => {
  await page.goto('/web/about')
  await expect(page).toHaveTitle('关于我们')
  await expect(page.locator('[data-version]')).toHaveText('版本 1.266.0')
  await expect(page.getByText('隐私政策')).toBeVisible()
})

test.describe('the co-editor invitation', () => {
  test('a visitor signs in with phone and the test code, joins, and sees it worked', async ({ page }) => {
    await page.goto('/web/co-editor?code=demo-tokyo-invite')
    await expect(page).toHaveTitle('共同编辑')
    await expect(page.locator('[data-invitation-journey="1"]')).toContainText('旅行者小鹿 邀请你一起编辑行程')
    await page.locator('[data-action="join"]').click()
    const sheet = page.locator('[data-sheet="sign-in"]')
    await expect(sheet).toBeVisible()
    const inputs = sheet.locator('input.sign-in-sheet__input, .sign-in-sheet__input input')
    await inputs.nth(0).fill('12345')
    await sheet.locator('.sign-in-sheet__send').click()
    await expect(sheet.locator('[role="alert"]')).toContainText('请输入正确的 11 位手机号')
    await inputs.nth(0).fill('13912345678')
    await sheet.locator('.sign-in-sheet__send').click()
    await expect(sheet.locator('.sign-in-sheet__send')).toContainText('秒后重发')
    await inputs.nth(1).fill('000000')
    await sheet.locator('.sign-in-sheet__submit').click()
    await expect(page.locator('[data-join-state="joined"]')).toContainText('你已加入共同编辑')
    await expect(sheet).toHaveCount(0)
    // The session is kept: opened again, the invitation knows the reader co-edits the journey.
    await page.reload()
    await expect(page.locator('[data-join-state="joined"]')).toContainText('你已经是这个行程的共同编辑者')
  })

  test('an expired invitation says so', async ({ page }) => {
    await page.goto('/web/co-editor?code=demo-expired-invite')
    await expect(page.locator('[data-invitation-problem="expired"]')).toContainText('这个邀请已过期')
  })
})
