import { expect, test, type Page } from '@playwright/test'
import { PHONE_PIXEL_RATIO } from './fixtures/phone'
import { scanPoster } from './fixtures/scan-poster'

// Issue 7 end to end: the share entry and result, the about page, and joining as a co-editor with the
// seeded demo invitation, against the built site and the real server (fresh in-memory database).

const posterImage = (page: Page) => page.locator('[data-poster] img')

test.describe('sharing a journey', () => {
  // Posters are drawn for the screen's pixel ratio: at a real phone's, not the suite's default of 1.
  test.use({ deviceScaleFactor: PHONE_PIXEL_RATIO })
  test('shows the card and a sharp poster whose QR code, scanned, opens the journey', async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/web/shareh5/index?journeyId=1')
    await expect(page).toHaveTitle('分享')
    const card = page.locator('[data-share-card="1"]')
    await expect(card).toContainText('东京五日')
    await expect(card).toContainText('旅行者小鹿 的行程')
    await expect(posterImage(page)).toHaveCount(1)
    await expect(posterImage(page)).toHaveAttribute('src', /^data:image\/png;base64,/)
    const size = await posterImage(page).evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      shown: img.getBoundingClientRect().width,
      ratio: window.devicePixelRatio,
    }))
    // Drawn at 2x or more of what is shown, and never fewer pixels than the screen shows it with.
    expect(size.natural).toBeGreaterThanOrEqual(2 * size.shown)
    expect(size.natural).toBeGreaterThanOrEqual(size.shown * size.ratio)
    expect(await scanPoster(page)).toBe(`${baseURL}/web/journey/detail/1?source=share&channel=poster`)
    expect(errors).toEqual([])
  })

  test('on a phone, Web Share gets the poster as a file inside the tap (the image was ready before it)', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const record: unknown[] = []
      Object.assign(window, { __shares: record })
      Object.assign(navigator, {
        canShare: (data: { files?: File[] }) => Boolean(data.files?.every((f) => f.type === 'image/png')),
        share: async (data: { url: string; files?: File[] }) => {
          record.push({
            active: navigator.userActivation.isActive,
            url: data.url,
            files: (data.files ?? []).map((f) => [f.type, f.size > 1000]),
          })
        },
      })
    })
    await page.goto('/web/shareh5/index?journeyId=1')
    await expect(page.locator('.share-page')).toHaveAttribute('data-poster-state', 'ready')
    await page.locator('[data-channel="friend"]').click()
    await expect(page).toHaveURL(/\/web\/shareh5\/result\?.*status=shared/)
    expect(await page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares)).toEqual([
      {
        active: true,
        url: `${baseURL}/web/journey/detail/1?source=share&channel=friend`,
        files: [['image/png', true]],
      },
    ])
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

test.describe('sharing a campaign page', () => {
  test("the rule page's share entry opens the share page with the campaign, and its link copies", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/web/activity/summer2025/rule')
    await page.locator('[data-action="share-campaign"]').click()
    await expect(page).toHaveURL(/\/web\/shareh5\/index\?.*type=campaign&id=summer2025/)
    await expect(page.locator('[data-share-card="summer2025"]')).toBeVisible()
    await expect(page.locator('.share-page')).toHaveAttribute('data-poster-state', 'ready')
    expect(await scanPoster(page)).toBe(`${baseURL}/web/activity/summer2025?source=share&channel=poster`)
    await page.locator('[data-channel="link"]').click()
    await expect(page).toHaveURL(/\/web\/shareh5\/result\?.*status=copied/)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/web/activity/summer2025?source=share&channel=link`,
    )
    await page.locator('[data-action="back-to-campaign"]').click()
    await expect(page).toHaveURL(/\/web\/activity\/summer2025(\?|$)/)
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
