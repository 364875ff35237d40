import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { adminHeaders } from './fixtures/admin-session'
import { PHONE } from './fixtures/phone'

// Issue 15 end to end, against the built site and the real server, two travellers in two browsers:
// A completes a task, draws (the miss weight set to 0, so it wins), wins and gives the prize away; B
// opens the link, sees the prize and who gives it, accepts; A's prize reads as given away with no
// redeem (and the server refuses one); B redeems with an address, after the form refused a bad
// phone; with every summer prize out of stock, A's next draw says so. Operator settings are restored.

const API = '/api/v1'
const SUMMER = 1
const MISS_WEIGHT = 40
/** The seed's weights of the summer prizes that are not physical (server/seed/campaigns.ts). */
const SEED_WEIGHTS: Record<string, number> = { coupon: 50, virtual: 15 }

type Pool = Array<{ id: number; name: string; kind: string; stock: number }>

async function login(request: APIRequestContext, phone: string) {
  const res = await request.post(`${API}/auth/login`, { data: { phone, code: '000000' } })
  return (await res.json()).data as { sessionId: string; user: { id: number; nickname: string } }
}

/** A browser of its own per traveller, signed in as the site stores a sign-in. */
async function travellerPage(
  browser: Browser,
  baseURL: string,
  session: { sessionId: string; user: object },
) {
  const context = await browser.newContext({ ...PHONE, baseURL })
  await context.addInitScript(
    ([sid, stored]) => {
      window.localStorage.setItem('auth-token', sid)
      window.localStorage.setItem('auth-user', stored)
    },
    [session.sessionId, JSON.stringify(session.user)],
  )
  return context.newPage()
}

const poolOf = async (request: APIRequestContext, sid: string) =>
  (
    await (
      await request.get(`${API}/activity/lottery_user_info?activityId=${SUMMER}`, {
        headers: { authorization: sid },
      })
    ).json()
  ).data.pool as Pool

test('two travellers: win, give away, accept, redeem; a sold-out draw says so', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await adminHeaders(request)
  const a = await login(request, '13900001501')
  const b = await login(request, '13900001502')
  const pool = await poolOf(request, a.sessionId)
  // Every draw wins, and wins something physical, so B's redeem takes an address.
  await request.post(`${API}/admin/campaign/update`, {
    headers: admin,
    data: { campaignId: SUMMER, missWeight: 0 },
  })
  for (const prize of pool.filter((p) => p.kind !== 'physical'))
    await request.post(`${API}/admin/prize/update`, {
      headers: admin,
      data: { prizeId: prize.id, weight: 0 },
    })

  const pageA = await travellerPage(browser, baseURL!, a)
  const pageB = await travellerPage(browser, baseURL!, b)
  const errors: string[] = []
  for (const p of [pageA, pageB]) p.on('pageerror', (e) => errors.push(e.message))
  try {
    // A: the daily check-in earns a chance, in the page.
    await pageA.goto('/web/activity/summer2025')
    const checkin = pageA.locator('[data-task="daily_checkin"]')
    await expect(checkin.locator('[data-action="task-do"]')).toBeEnabled()
    await expect(pageA.locator('[data-chances-left]')).toHaveAttribute('data-chances-left', '0')
    await expect(pageA.locator('[data-action="draw"]')).toBeDisabled()
    await checkin.locator('[data-action="task-do"]').click()
    await expect(pageA.locator('[data-chances-left]')).toHaveAttribute('data-chances-left', '1')
    await expect(checkin).toHaveAttribute('data-task-action', 'done')

    // The draw runs to the server's prize and says what it was.
    const drawn = pageA.waitForResponse((r) => r.url().includes('/draw_lottery'))
    await pageA.locator('[data-action="draw"]').click()
    const draw = (await (await drawn).json()).data as {
      won: boolean
      userPrize: { id: number; prize: { id: number; name: string } }
    }
    expect(draw.won).toBe(true)
    const result = pageA.locator('[data-sheet="draw-result"]')
    await expect(result).toHaveAttribute('data-won', 'true', { timeout: 15_000 })
    await expect(result.locator('[data-draw-result]')).toHaveText(draw.userPrize.prize.name)
    await expect(pageA.locator(`[data-pool-prize="${draw.userPrize.prize.id}"]`)).toHaveAttribute(
      'data-lit',
      'true',
    )
    await result.locator('[data-action="see-prizes"]').click()

    // A gives it away: the share page opens with the prize; the link comes with the transfer.
    await expect(pageA).toHaveURL(/\/activity\/summer2025\/records/)
    const cardA = pageA.locator(`[data-prize="${draw.userPrize.id}"]`)
    await expect(cardA).toHaveAttribute('data-status', 'won')
    const transferred = pageA.waitForResponse((r) => r.url().includes('/transfer_prize'))
    await cardA.locator('[data-action="transfer"]').click()
    await pageA.locator('.taro__modal .taro-model__confirm').click()
    const transfer = (await (await transferred).json()).data as { token: string; link: string }
    expect(transfer.token).toMatch(/^[0-9a-f]{32}$/)
    expect(transfer.link).toContain(`/web/activity/summer2025/records?acceptToken=${transfer.token}`)
    await expect(pageA).toHaveURL(/\/shareh5\/index\?.*type=prize/)
    await expect(pageA.locator('[data-share-card]')).toContainText(draw.userPrize.prize.name)

    // B opens the link: the prize and who gives it, then accepts.
    await pageB.goto(transfer.link.replace(/^https?:\/\/[^/]+/, ''))
    const offer = pageB.locator('[data-accept-panel]')
    await expect(offer.locator('[data-offer-name]')).toHaveText(draw.userPrize.prize.name)
    await expect(offer.locator('[data-offer-from]')).toContainText(a.user.nickname)
    await offer.locator('[data-action="accept"]').click()
    await expect(offer.locator('[data-notice="prize.accept.done"]')).toBeVisible()

    // A's prize reads as given away and offers no redeem; the server refuses one too.
    await pageA.goto('/web/activity/summer2025/records')
    await expect(cardA).toHaveAttribute('data-status', 'accepted')
    await expect(cardA.locator('[data-status-label]')).toHaveText('已转赠')
    await expect(cardA.locator('[data-action="redeem"]')).toHaveCount(0)
    const refused = await request.post(`${API}/redeem_prize`, {
      headers: { authorization: a.sessionId },
      data: {
        userPrizeId: draw.userPrize.id,
        address: { name: 'A', phone: '13800000000', region: '上海市', detail: '某路 1 号' },
      },
    })
    expect(refused.ok()).toBe(false)
    expect([40902, 40912]).toContain((await refused.json()).code)

    // B redeems with an address; a bad phone is refused in the form first.
    const cardB = pageB.locator('[data-prize][data-status="won"]').first()
    await cardB.locator('[data-action="redeem"]').click()
    const sheet = pageB.locator('[data-sheet="redeem"]')
    await sheet.locator('[data-field="name"] input').fill('林小')
    await sheet.locator('[data-field="phone"] input').fill('138abc')
    await sheet.locator('[data-field="region"] input').fill('上海市 徐汇区')
    await sheet.locator('[data-field="detail"] input').fill('漕溪北路 1 号')
    await sheet.locator('[data-action="redeem-submit"]').click()
    await expect(sheet.locator('[data-error="phone"]')).toBeVisible()
    await sheet.locator('[data-field="phone"] input').fill('13800000000')
    await expect(sheet.locator('[data-error="phone"]')).toHaveCount(0)
    const redeemed = pageB.waitForResponse((r) => r.url().includes('/redeem_prize'))
    await sheet.locator('[data-action="redeem-submit"]').click()
    expect((await redeemed).ok()).toBe(true)
    await sheet.locator('[data-action="redeem-close"]').click()
    await expect(pageB.locator('[data-prize][data-status="redeemed"]')).toHaveCount(1)

    // Every summer prize sold out: A earns a chance by another task, and the draw says it is sold out.
    for (const prize of pool)
      await request.post(`${API}/admin/prize/update`, {
        headers: admin,
        data: { prizeId: prize.id, stock: 0 },
      })
    await pageA.goto('/web/activity/summer2025')
    await pageA.locator('[data-task="view_summer_journey"] [data-action="task-do"]').click()
    await expect(pageA.locator('[data-chances-left]')).toHaveAttribute('data-chances-left', '1')
    await expect(pageA.locator('[data-sold-out]')).toHaveCount(pool.length)
    await pageA.locator('[data-action="draw"]').click()
    await expect(pageA.locator('[data-section="draw"] [data-notice]')).toHaveText('奖品已抢光，下次早点来')
    await expect(pageA.locator('[data-chances-left]')).toHaveAttribute('data-chances-left', '1')

    // How the pages look at the narrowest and a common width, in both languages (read by a person).
    for (const width of [320, 375])
      for (const lang of ['zh-CN', 'en']) {
        await pageA.setViewportSize({ width, height: 900 })
        for (const [name, path] of [
          ['summer', '/web/activity/summer2025'],
          ['records', '/web/activity/summer2025/records'],
        ]) {
          await pageA.goto(`${path}?lang=${lang}`)
          await expect(pageA.locator('.campaign-shell__title')).toBeVisible()
          await pageA.waitForTimeout(400)
          await pageA.screenshot({
            path: testInfo.outputPath(`${name}-${width}-${lang}.png`),
            fullPage: true,
          })
          // The page scrolls inside Taro's page element, so the lower sections are taken one by one.
          for (const section of ['draw', 'journeys']) {
            const part = pageA.locator(`[data-section="${section}"]`)
            if ((await part.count()) > 0)
              await part.screenshot({ path: testInfo.outputPath(`${name}-${section}-${width}-${lang}.png`) })
          }
        }
      }
    expect(errors).toEqual([])
  } finally {
    await request.post(`${API}/admin/campaign/update`, {
      headers: admin,
      data: { campaignId: SUMMER, missWeight: MISS_WEIGHT },
    })
    for (const prize of pool)
      await request.post(`${API}/admin/prize/update`, {
        headers: admin,
        data: {
          prizeId: prize.id,
          stock: prize.stock,
          ...(SEED_WEIGHTS[prize.kind] ? { weight: SEED_WEIGHTS[prize.kind] } : {}),
        },
      })
  }
})
