import { waitFor } from '@testing-library/react'
import { API_CODES } from '@types-shared/api/codes'
import type { CaptureHome, CaptureItem } from '@types-shared/api/capture'
import type { Prize, Task } from '@types-shared/api/campaign'
import { storedUser } from '@/features/sign-in/api/sign-in-service'
import { api } from '@/services/site-client'
import CapturePage from '../index/index'
import CaptureGiftShopPage from '../giftshop/index'
import { renderPage } from '../../../../../../tests/jest/render-page'
import { scriptApi, type Answer } from '../../../../../../tests/jest/scripted-api'
import { openCampaign, pageDriver, refusal } from '../../../shared/__tests__/page-driver'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
jest.mock('@/features/sign-in/api/sign-in-service', () => ({
  signInService: jest.fn(),
  storedUser: jest.fn(),
  forgetSession: jest.fn(async () => undefined),
}))
const mockedApi = api as unknown as jest.Mock
const mockedStored = storedUser as jest.MockedFunction<typeof storedUser>

const place = (name: string, nameEn: string) => ({ id: 1, name, nameEn }) as never
const item = (id: number, over: Partial<CaptureItem> = {}): CaptureItem => ({
  id,
  name: `卡片${id}`,
  image: `/media/item/${id}.png`,
  rarity: 'common',
  points: 10,
  place: place('雷门', 'Kaminarimon'),
  collected: false,
  collectedAt: null,
  ...over,
})
const task = (key: string, over: Partial<Task> = {}): Task => ({
  key,
  title: key === 'daily_visit' ? '每日逛逛' : '分享收藏册',
  chances: 0,
  points: key === 'daily_visit' ? 10 : 20,
  dailyLimit: 1,
  totalLimit: 999,
  doneToday: 0,
  doneTotal: 0,
  available: true,
  check: 'self',
  ...over,
})
const gift = (id: number, pointsCost: number, stock = 10): Prize => ({
  id,
  name: `礼品${id}`,
  image: `/media/prize/${id}.png`,
  kind: 'coupon',
  stock,
  pointsCost,
  description: '说明',
})

let home: CaptureHome
let shop: { points: number; gifts: Prize[] }
let answers: Record<string, Answer>
let myGifts: unknown[]
const userGift = (id: number, prize: Prize, over: Record<string, unknown> = {}) => ({
  id,
  campaignId: 2,
  status: 'won',
  source: 'exchange',
  prize,
  redeemCode: null,
  boundAccount: null,
  transferToken: null,
  fromUser: null,
  createdAt: '2026-11-25T00:00:00Z',
  updatedAt: '2026-11-25T00:00:00Z',
  ...over,
})
beforeEach(() => {
  myGifts = []
  home = {
    activity: { id: 2, title: '旅行收集家', rules: '', startsAt: '', endsAt: '', open: true },
    points: 40,
    collected: 1,
    total: 3,
    items: [item(1, { collected: true, rarity: 'rare', points: 20 }), item(2), item(3, { rarity: 'epic' })],
    tasks: [task('daily_visit'), task('share_collection', { doneToday: 1 })],
  }
  shop = { points: 40, gifts: [gift(6, 30), gift(7, 120), gift(8, 20, 0)] }
  mockedStored.mockReset().mockResolvedValue({ id: 9, nickname: '旅行者0009' } as never)
  answers = scriptApi(mockedApi, {
    getCampaign: () => openCampaign(2, '旅行收集家'),
    getCaptureHome: () => home,
    getGiftShop: () => shop,
    getMyPrizes: () => myGifts,
  })
})
const calls = (name: string) => mockedApi.mock.calls.filter(([n]) => n === name)

describe('the collector home', () => {
  test('shows a spinner while it loads', async () => {
    answers.getCaptureHome = () => new Promise(() => undefined)
    const page = await renderPage(CapturePage)
    await pageDriver(page).find('.state--loading')
  })

  test('shows my points, my progress with its bar, the cards with rarity, points and place, and the tasks', async () => {
    const page = await renderPage(CapturePage)
    const d = pageDriver(page)
    await d.find('[data-item="3"]')
    expect(d.$('[data-points]')?.textContent).toContain('40 积分')
    expect(d.$('[data-progress]')?.textContent).toBe('已收集 1 / 3')
    expect(d.$('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('33')
    expect(d.$('[data-item="1"]')?.getAttribute('data-collected')).toBe('true')
    expect(d.$('[data-item="1"]')?.textContent).toContain('稀有')
    expect(d.$('[data-item="1"] [data-action="collect"]')).toBeNull()
    expect(d.$('[data-item="3"]')?.textContent).toContain('史诗')
    expect(d.$('[data-item="2"]')?.textContent).toContain('雷门')
    expect(d.$('[data-task="daily_visit"]')?.textContent).toContain('今日 0/1')
    expect(d.$('[data-task="share_collection"] button')?.hasAttribute('disabled')).toBe(true)
    expect(d.$('[data-item="2"]')?.hasAttribute('data-track-impression')).toBe(true)
  })

  test('with no cards and no tasks it says so', async () => {
    home = { ...home, items: [], tasks: [], collected: 0, total: 0 }
    const page = await renderPage(CapturePage)
    await pageDriver(page).sees('卡片还在路上')
  })

  test('a failed load shows the error, and retry loads again', async () => {
    answers.getCaptureHome = () => {
      throw new Error('网络不给力')
    }
    const page = await renderPage(CapturePage)
    const d = pageDriver(page)
    await d.find('.state--error')
    delete answers.getCaptureHome
    await d.click('.state--error button')
    await d.find('[data-item="2"]')
  })

  test('collecting where I stand sends my position and adds the card and its points', async () => {
    answers.collectCard = () => ({ item: item(2, { collected: true }), pointsAdded: 10, points: 50 })
    const page = await renderPage(CapturePage)
    const d = pageDriver(page)
    await d.click('[data-item="2"] [data-action="collect"]')
    expect(calls('collectCard')[0][1]).toEqual({ itemId: 2, lat: 35.681236, lon: 139.767125 })
    await waitFor(() => expect(d.$('[data-progress]')?.textContent).toBe('已收集 2 / 3'))
    expect(d.$('[data-points]')?.textContent).toContain('50 积分')
    expect(d.toasts()).toContain('收集成功，+10 积分')
  })

  test('too far from the place says so, and nothing changes', async () => {
    answers.collectCard = () => {
      throw refusal(400, API_CODES.BAD_REQUEST, 'go within 2 km of Kaminarimon to collect this card')
    }
    const page = await renderPage(CapturePage)
    const d = pageDriver(page)
    await d.click('[data-item="2"] [data-action="collect"]')
    expect(d.toasts()).toContain('离这张卡片的地点太远了，到 2 公里以内再来收集')
    expect(d.$('[data-progress]')?.textContent).toBe('已收集 1 / 3')
  })

  test('a task adds its points; one done for today says so', async () => {
    answers.doCaptureTask = () => ({
      task: task('daily_visit', { doneToday: 1 }),
      chancesLeft: 0,
      points: 50,
    })
    const page = await renderPage(CapturePage)
    const d = pageDriver(page)
    await d.click('[data-task="daily_visit"] [data-action="do-task"]')
    await waitFor(() => expect(d.$('[data-points]')?.textContent).toContain('50 积分'))
    expect(d.toasts()).toContain('任务完成，+10 积分')
    expect(d.$('[data-task="daily_visit"] button')?.textContent).toBe('今日已完成')
  })

  test('a task the server says is done today gets its own message', async () => {
    answers.doCaptureTask = () => {
      throw refusal(409, API_CODES.TASK_DONE)
    }
    const page = await renderPage(CapturePage)
    const d = pageDriver(page)
    await d.click('[data-task="daily_visit"] [data-action="do-task"]')
    expect(d.toasts()).toContain('这个任务今天已经做完了，明天再来')
  })

  test('a session that ended while collecting asks to sign in again, in words', async () => {
    answers.collectCard = () => {
      throw refusal(401, API_CODES.UNAUTHORIZED)
    }
    const page = await renderPage(CapturePage)
    const d = pageDriver(page)
    await d.click('[data-item="2"] [data-action="collect"]')
    expect(d.toasts()).toContain('请先登录')
  })

  test('a visitor reads the cards, and collecting asks them to sign in first', async () => {
    mockedStored.mockResolvedValue(null)
    const page = await renderPage(CapturePage)
    const d = pageDriver(page)
    await d.find('[data-gate="sign-in"]')
    await d.click('[data-item="2"] [data-action="collect"]')
    expect(page.platform.calls.some((c) => c.method === 'login')).toBe(true)
    expect(calls('collectCard')).toHaveLength(0)
  })

  test('speaks English to an English reader', async () => {
    const page = await renderPage(CapturePage, { locale: 'en' })
    const d = pageDriver(page)
    await d.find('[data-item="3"]')
    expect(page.text()).toContain('Collected 1 / 3')
    expect(page.text()).toContain('Epic')
    expect(page.text()).toContain('Kaminarimon')
  })
})

describe('the gift shop', () => {
  test('shows my points and each gift with cost and stock, sold out and short ones marked', async () => {
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    await d.find('[data-gift="8"]')
    expect(d.$('[data-points]')?.textContent).toContain('40 积分')
    expect(d.$('[data-gift="6"]')?.getAttribute('data-state')).toBe('affordable')
    expect(d.$('[data-gift="7"]')?.textContent).toContain('还差 80 积分')
    expect(d.$('[data-gift="8"]')?.textContent).toContain('已兑完')
    expect(d.$('[data-gift="8"] [data-action="exchange"]')?.hasAttribute('disabled')).toBe(true)
  })

  test('exchanging asks first, then spends the points and says where the gift is', async () => {
    answers.exchangeGift = () => userGift(101, gift(6, 30))
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    page.platform.nextChoice.alert = 0
    await d.click('[data-gift="6"] [data-action="exchange"]')
    expect(calls('exchangeGift')).toHaveLength(0)
    page.platform.nextChoice.alert = 1
    await d.click('[data-gift="6"] [data-action="exchange"]')
    expect(calls('exchangeGift')[0][1]).toEqual({ prizeId: 6 })
    await waitFor(() => expect(d.$('[data-points]')?.textContent).toContain('10 积分'))
    expect(d.toasts()).toContain('兑换成功，礼品已放进“我的礼品”')
    // The new gift joins my gifts at once, asking nothing more of the server.
    await d.find('[data-my-prizes="capture"] [data-prize="101"]')
    expect(calls('getMyPrizes')).toHaveLength(1)
  })

  test('my gifts list what I exchanged, read with the capture endpoints', async () => {
    myGifts = [userGift(55, gift(9, 20), { status: 'accepted' })]
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    await d.find('[data-prize="55"]')
    expect(d.$('[data-prize="55"]')?.getAttribute('data-status')).toBe('accepted')
    expect(calls('getMyPrizes')[0][1]).toEqual({ activityId: 2 })
  })

  test("a friend's transfer link opens the accept panel, and accepting adds the gift to mine", async () => {
    const offered = userGift(77, gift(7, 30), {
      status: 'transferring',
      fromUser: { id: 5, nickname: '小林' },
    })
    answers.getGift = () => offered
    answers.acceptGift = () => userGift(78, gift(7, 30), { source: 'transfer' })
    const page = await renderPage(CaptureGiftShopPage, { params: { acceptToken: 'b'.repeat(32) } })
    const d = pageDriver(page)
    await d.find('[data-accept-panel] [data-offer-name]')
    expect(d.$('[data-offer-from]')?.textContent).toContain('小林')
    await d.click('[data-action="accept"]')
    expect(calls('acceptGift')[0][1]).toEqual({ token: 'b'.repeat(32) })
    await d.find('[data-notice="prize.accept.done"]')
    await d.find('[data-my-prizes="capture"] [data-prize="78"]')
  })

  test('a visitor on a transfer link is asked to sign in to accept, and nothing of theirs loads', async () => {
    mockedStored.mockResolvedValue(null)
    answers.getGift = () => userGift(77, gift(7, 30), { status: 'transferring' })
    const page = await renderPage(CaptureGiftShopPage, { params: { acceptToken: 'b'.repeat(32) } })
    const d = pageDriver(page)
    await d.find('[data-action="accept-sign-in"]')
    expect(calls('getMyPrizes')).toHaveLength(0)
  })

  test('an exchange after the campaign ended gets its own message', async () => {
    answers.exchangeGift = () => {
      throw refusal(409, API_CODES.CAMPAIGN_CLOSED)
    }
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    page.platform.nextChoice.alert = 1
    await d.click('[data-gift="6"] [data-action="exchange"]')
    expect(d.toasts()).toContain('活动已结束')
  })

  test('a gift I cannot afford says not enough points, without asking the server', async () => {
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    await d.click('[data-gift="7"] [data-action="exchange"]')
    expect(d.toasts()).toContain('积分不够，再做些任务或收集卡片吧')
    expect(calls('exchangeGift')).toHaveLength(0)
  })

  test('the server saying not enough points gets the same message', async () => {
    answers.exchangeGift = () => {
      throw refusal(409, API_CODES.NOT_ENOUGH_POINTS)
    }
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    page.platform.nextChoice.alert = 1
    await d.click('[data-gift="6"] [data-action="exchange"]')
    expect(d.toasts()).toContain('积分不够，再做些任务或收集卡片吧')
  })

  test('sold out by the time I exchange: its message, and the gift shows sold out', async () => {
    answers.exchangeGift = () => {
      throw refusal(409, API_CODES.OUT_OF_STOCK)
    }
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    page.platform.nextChoice.alert = 1
    await d.click('[data-gift="6"] [data-action="exchange"]')
    expect(d.toasts()).toContain('这件礼品已经兑完了，看看别的吧')
    await waitFor(() => expect(d.$('[data-gift="6"]')?.getAttribute('data-state')).toBe('sold-out'))
  })

  test('no gifts on the shelf says so', async () => {
    shop = { points: 0, gifts: [] }
    const page = await renderPage(CaptureGiftShopPage)
    await pageDriver(page).sees('礼品还在上架中')
  })

  test('a failed load shows the error, and retry loads again', async () => {
    answers.getGiftShop = () => {
      throw new Error('网络不给力')
    }
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    await d.find('.state--error')
    delete answers.getGiftShop
    await d.click('.state--error button')
    await d.find('[data-gift="6"]')
  })

  test('a visitor sees the gifts, and exchanging signs in first without spending anything', async () => {
    mockedStored.mockResolvedValue(null)
    const page = await renderPage(CaptureGiftShopPage)
    const d = pageDriver(page)
    await d.find('[data-gate="sign-in"]')
    await d.click('[data-gift="6"] [data-action="exchange"]')
    expect(page.platform.calls.some((c) => c.method === 'login')).toBe(true)
    expect(calls('exchangeGift')).toHaveLength(0)
  })

  test('speaks English to an English reader', async () => {
    const page = await renderPage(CaptureGiftShopPage, { locale: 'en' })
    const d = pageDriver(page)
    await d.find('[data-gift="7"]')
    expect(page.text()).toContain('80 points short')
    expect(page.text()).toContain('Sold out')
  })
})
