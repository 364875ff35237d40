import { expect, test, type Page } from '@playwright/test'
import type { CaptureHome } from '../../types/api/capture'
import { read, signInContext } from './fixtures/campaign-session'
import { PHONE } from './fixtures/phone'

// Issue 15, the collector campaign end to end, against the built site and the real server: a signed-in
// traveller earns points by collecting a card where they stand (mocked position) and by tasks, is told
// when a card is too far, exchanges a gift they can afford, is told when points are short, and passes a
// gift to a friend (a second browser context) who accepts it.

const PHONE_A = '13900001501'
const PHONE_B = '13900001502'

/** The second phone: the same device as the project's (tests/e2e/playwright.config.ts `phone`). */

// Taro's H5 router keeps the pages it came from in the document, hidden: read the one on screen.
const points = (page: Page) => page.locator('[data-points]:visible')

test('points from a card and tasks buy a gift; too far and too few points say so; a friend accepts a passed gift', async ({
  browser,
  context,
  page,
  request,
}, info) => {
  // Two people, a dozen requests each, on a 2-core machine.
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const a = await signInContext(context, request, PHONE_A)
  const home = await read<CaptureHome>(request, 'capture/home_page_info', a)
  const skytree = home.items.find((i) => i.place?.nameEn === 'Tokyo Skytree')!
  const panda = home.items.find((i) => i.place?.nameEn.includes('Giant Panda'))!
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: skytree.place!.lat, longitude: skytree.place!.lon })

  // The home: nothing collected yet.
  await page.goto('/web/activity/capture/index')
  await expect(page.locator('[data-progress]')).toHaveText(`已收集 0 / ${home.total}`)
  await expect(points(page)).toContainText('0 积分')

  // Collect the card of the place I stand at: +20.
  await page.locator(`[data-item="${skytree.id}"] [data-action="collect"]`).click()
  await expect(page.locator(`[data-item="${skytree.id}"]`)).toHaveAttribute('data-collected', 'true')
  await expect(page.locator('[data-progress]')).toHaveText(`已收集 1 / ${home.total}`)
  await expect(points(page)).toContainText(`${skytree.points} 积分`)

  // A card in Chengdu, from Tokyo: too far, its own message, nothing collected.
  await page.locator(`[data-item="${panda.id}"] [data-action="collect"]`).click()
  await expect(page.getByText('离这张卡片的地点太远了，到 2 公里以内再来收集')).toBeVisible()
  await expect(page.locator(`[data-item="${panda.id}"]`)).toHaveAttribute('data-collected', 'false')

  // Tasks for points: +10 and +20, each once today.
  await page.locator('[data-task="daily_visit"] [data-action="do-task"]').click()
  await expect(points(page)).toContainText(`${skytree.points + 10} 积分`)
  await page.locator('[data-task="share_collection"] [data-action="do-task"]').click()
  const earned = skytree.points + 30
  await expect(points(page)).toContainText(`${earned} 积分`)
  await expect(page.locator('[data-task="daily_visit"] [data-action="do-task"]')).toBeDisabled()

  // The gift shop: the 120-point bag is out of reach, the 30-point coffee is not.
  await page.locator('[data-action="capture_go_giftshop"]').click()
  await expect(page).toHaveURL(/\/web\/activity\/capture\/giftshop/)
  await expect(points(page)).toContainText(`${earned} 积分`)
  const bag = page.locator('[data-gift]', { hasText: '旅行收纳包' })
  const coffee = page.locator('[data-gift]', { hasText: '咖啡兑换券' })
  await expect(bag).toHaveAttribute('data-state', 'short')
  await bag.locator('[data-action="exchange"]').click()
  await expect(page.getByText('积分不够，再做些任务或收集卡片吧')).toBeVisible()

  await coffee.locator('[data-action="exchange"]').click()
  const modal = page.locator('.taro__modal')
  await expect(modal.locator('.taro-modal__title')).toContainText('咖啡兑换券')
  await modal.locator('.taro-model__confirm').click()
  await expect(points(page)).toContainText(`${earned - 30} 积分`, { timeout: 15_000 })
  await expect(page.getByText('兑换成功，礼品已放进“我的礼品”')).toBeVisible()

  // My gifts: the coffee, ready to claim; pass it to a friend (the share page opens with its link).
  const mine = page.locator('[data-my-prizes="capture"] [data-prize]', { hasText: '咖啡兑换券' })
  await expect(mine).toHaveAttribute('data-status', 'won')
  await info.attach('gift shop', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  })
  await mine.locator('[data-action="transfer"]').click()
  await modal.locator('.taro-model__confirm').click()
  await expect(page).toHaveURL(/\/web\/shareh5\/index\?.*type=prize/)
  const token = new URL(page.url()).searchParams.get('token')!
  expect(token).toMatch(/^[0-9a-f]{32}$/)

  // The friend, on their own phone, opens the link and accepts.
  const friendContext = await browser.newContext({ ...PHONE, baseURL: info.project.use.baseURL })
  const b = await signInContext(friendContext, request, PHONE_B)
  const friend = await friendContext.newPage()
  await friend.goto(`/web/activity/capture/giftshop?acceptToken=${token}`)
  const panel = friend.locator('[data-accept-panel]')
  await expect(panel.locator('[data-offer-name]')).toHaveText('咖啡兑换券')
  await expect(panel.locator('[data-offer-from]')).toContainText(a.nickname)
  await panel.locator('[data-action="accept"]').click()
  await expect(panel.locator('[data-notice="prize.accept.done"]')).toBeVisible()
  const received = friend.locator('[data-my-prizes="capture"] [data-prize]', { hasText: '咖啡兑换券' })
  await expect(received).toHaveAttribute('data-status', 'won')
  await info.attach('friend accepted', {
    body: await friend.screenshot({ fullPage: true }),
    contentType: 'image/png',
  })
  expect(b.userId).not.toBe(a.userId)

  // Back on my phone: the coffee shows as given away.
  await page.goto('/web/activity/capture/giftshop')
  await expect(mine).toHaveAttribute('data-status', 'accepted')
  await expect(mine).toContainText('已转赠')
  await friendContext.close()
  expect(errors).toEqual([])
})
