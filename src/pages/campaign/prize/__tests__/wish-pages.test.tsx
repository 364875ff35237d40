import { waitFor } from '@testing-library/react'
import { API_CODES } from '@types-shared/api/codes'
import type { Wish } from '@types-shared/api/wish'
import { storedUser } from '@/features/sign-in/api/sign-in-service'
import { api } from '@/services/site-client'
import PrizePage from '../index'
import ActivitySummerPage from '../../activity/summer/index'
import { renderPage } from '../../../../../tests/jest/render-page'
import { scriptApi, type Answer } from '../../../../../tests/jest/scripted-api'
import { openCampaign, pageDriver, refusal } from '../../shared/__tests__/page-driver'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
jest.mock('@/features/sign-in/api/sign-in-service', () => ({
  signInService: jest.fn(),
  storedUser: jest.fn(),
  forgetSession: jest.fn(async () => undefined),
}))
// The share-open report asks the session for its reader: the same traveller the sign-in mock gives.
jest.mock('@/services/session/travel-session', () => ({
  ...jest.requireActual('@/services/session/travel-session'),
  sessionUser: jest.fn(async () => (await mockStoredUser()) ?? null),
}))
const mockStoredUser = () => (storedUser as unknown as () => Promise<unknown>)()
const mockedApi = api as unknown as jest.Mock
const mockedStored = storedUser as jest.MockedFunction<typeof storedUser>

const ME = { id: 9, nickname: '旅行者0009', avatar: '' }
const wish = (id: number, over: Partial<Wish> = {}): Wish => ({
  id,
  destination: `目的地${id}`,
  text: `心愿${id}的文字`,
  shares: 0,
  result: 'pending',
  prizeName: null,
  user: ME,
  createdAt: '2026-01-02T10:00:00Z',
  ...over,
})

let wishes: Wish[]
let chancesLeft: number
let answers: Record<string, Answer>
beforeEach(() => {
  wishes = [wish(3, { result: 'won', prizeName: '旅行相机' }), wish(2, { result: 'lost' }), wish(1)]
  chancesLeft = 1
  mockedStored.mockReset().mockResolvedValue(ME as never)
  answers = scriptApi(mockedApi, {
    getCampaign: () => openCampaign(3, '环游世界心愿'),
    getLotteryUserInfo: () => ({ activityId: 3, chancesLeft, chancesEarned: 3, chancesUsed: 2, pool: [] }),
    getWishHistory: () => wishes,
    getWishWinners: () => [
      { nickname: '小林', avatar: '', destination: '冰岛', prizeName: '旅行相机', wonAt: '2026-01-01' },
    ],
    getWish: (params) => wish(Number(params.id), { user: { id: 7, nickname: '小林', avatar: '' } }),
    shareOpened: () => ({ counted: true }),
    getMyPrizes: () => [],
  })
})
const calls = (name: string) => mockedApi.mock.calls.filter(([n]) => n === name)

describe('the wish campaign', () => {
  test('shows a spinner while it loads', async () => {
    answers.getCampaign = () => new Promise(() => undefined)
    const page = await renderPage(PrizePage)
    await pageDriver(page).find('.state--loading')
  })

  test('shows my chances, the form, my wishes with their results and the winners', async () => {
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.find('[data-wish="3"]')
    expect(d.$('[data-chances]')?.textContent).toContain('还有 1 次')
    expect(d.$('[data-wish="3"] [data-result]')?.textContent).toBe('已中奖：旅行相机')
    expect(d.$('[data-wish="2"] [data-result]')?.textContent).toBe('未中奖')
    expect(d.$('[data-wish="1"] [data-result]')?.textContent).toBe('等待开奖')
    expect(d.$('[data-form="wish"]')).not.toBeNull()
    await d.find('[data-winner="小林"]')
    expect(d.$('[data-winner="小林"]')?.textContent).toContain('想去 冰岛 · 获得 旅行相机')
  })

  test('the form says what is wrong only once a wish was tried, and sends nothing invalid', async () => {
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.find('[data-form="wish"]')
    expect(d.$('[data-error]')).toBeNull()
    await d.click('[data-action="make-wish"]')
    expect(d.$('[data-error="destination"]')?.textContent).toBe('写下你想去的地方')
    expect(d.$('[data-error="text"]')?.textContent).toBe('心愿至少写 2 个字')
    await d.type('[data-field="destination"] input', '冰'.repeat(41))
    await d.type('[data-field="text"] input', '看'.repeat(201))
    expect(d.$('[data-error="destination"]')?.textContent).toBe('地方最多 40 个字')
    expect(d.$('[data-error="text"]')?.textContent).toBe('心愿最多 200 个字')
    expect(calls('makeWish')).toHaveLength(0)
  })

  test('a wish is sent trimmed, shows first in my wishes, and adds its chance', async () => {
    answers.makeWish = (body) => ({ wish: wish(4, body as Partial<Wish>), chancesLeft: 2 })
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.type('[data-field="destination"] input', '  冰岛 ')
    await d.type('[data-field="text"] input', ' 去看极光 ')
    await d.click('[data-action="make-wish"]')
    expect(calls('makeWish')[0][1]).toEqual({ destination: '冰岛', text: '去看极光' })
    await d.find('[data-wish="4"]')
    expect(d.$$('[data-wish]')[0].getAttribute('data-wish')).toBe('4')
    expect(d.$('[data-chances]')?.textContent).toContain('还有 2 次')
    expect(d.toasts()).toContain('心愿已许下，抽奖机会 +1')
  })

  test('a second wish the same day gets its own message', async () => {
    answers.makeWish = () => {
      throw refusal(409, API_CODES.LIMIT_REACHED)
    }
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.type('[data-field="destination"] input', '冰岛')
    await d.type('[data-field="text"] input', '去看极光')
    await d.click('[data-action="make-wish"]')
    expect(d.toasts()).toContain('今天已经许过心愿了，每天只能许一个，明天再来吧')
  })

  test("today's wish made, the form says to come back tomorrow", async () => {
    wishes = [wish(5, { createdAt: new Date().toISOString() })]
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.find('[data-done-today="true"]')
    expect(page.text()).toContain('今天已经许过心愿了，明天再来')
  })

  test('sharing a wish opens the share page for that wish, its links carrying me as the sharer', async () => {
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.click('[data-wish="1"] [data-action="share-wish"]')
    const push = page.platform.calls.find((c) => c.method === 'push')
    expect(push?.target?.prettyPath).toMatch(/^\/shareh5\/index\?.*type=wish&id=1&sharer=9/)
    // The share page counts the share once it is made; opening it counts nothing.
    expect(calls('shareWish')).toHaveLength(0)
  })

  test('with no wishes yet and nobody winning, both lists say so', async () => {
    wishes = []
    answers.getWishWinners = () => []
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.sees('还没有许过心愿')
    await d.sees('还没有人中奖，第一个可能就是你')
  })

  test('a failed load of my part shows the error, and retry loads again', async () => {
    answers.getWishHistory = () => {
      throw new Error('网络不给力')
    }
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.find('.state--error')
    delete answers.getWishHistory
    await d.click('.state--error button')
    await d.find('[data-wish="3"]')
  })

  test('a failed winners list has its own retry', async () => {
    answers.getWishWinners = () => {
      throw new Error('网络不给力')
    }
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.find('[data-section="winners"] .state--error')
    delete answers.getWishWinners
    await d.click('[data-section="winners"] .state--error button')
    await d.find('[data-winner="小林"]')
  })

  test('a visitor sees the winners and is asked to sign in; nothing of theirs loads', async () => {
    mockedStored.mockResolvedValue(null)
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.find('[data-gate="sign-in"]')
    await d.find('[data-winner="小林"]')
    expect(calls('getWishHistory')).toHaveLength(0)
    await d.click('[data-gate="sign-in"] [data-action="sign-in"]')
    expect(page.platform.calls.some((c) => c.method === 'login')).toBe(true)
  })

  test('speaks English to an English reader', async () => {
    const page = await renderPage(PrizePage, { locale: 'en' })
    const d = pageDriver(page)
    await d.find('[data-wish="3"]')
    expect(page.text()).toContain('Won: 旅行相机')
    expect(page.text()).toContain('Make a wish')
    expect(page.text()).toContain('Winners')
  })

  test('activity/summer is the same campaign', async () => {
    const page = await renderPage(ActivitySummerPage)
    const d = pageDriver(page)
    await d.find('[data-form="wish"]')
    expect(calls('getCampaign')[0][1]).toEqual({ id: 3 })
  })
})

describe('the draw, my prizes and the messages of the shared codes', () => {
  const won = {
    id: 41,
    campaignId: 3,
    status: 'won',
    source: 'draw',
    prize: {
      id: 12,
      name: '旅行相机',
      image: '',
      kind: 'physical',
      stock: 9,
      pointsCost: 0,
      description: '',
    },
    redeemCode: null,
    boundAccount: null,
    transferToken: null,
    fromUser: null,
    createdAt: '2026-11-25T00:00:00Z',
    updatedAt: '2026-11-25T00:00:00Z',
  }
  beforeEach(() => {
    // The stage shows the result at once for a reader who asked for less motion (no timers to wait for).
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as never
  })

  test('a draw that wins shows the prize, and my wishes, my prizes and the winners load again', async () => {
    answers.draw = () => ({ drawId: 1, won: true, userPrize: won, chancesLeft: 0 })
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.find('[data-draw-stage]')
    wishes = [wish(1, { result: 'won', prizeName: '旅行相机' })]
    chancesLeft = 0
    await d.click('[data-action="draw"]')
    expect(calls('draw')[0][1]).toEqual({ activityId: 3 })
    await d.find('[data-draw-result="won"]')
    expect(d.$('[data-draw-result]')?.textContent).toContain('旅行相机')
    await waitFor(() => expect(d.$('[data-wish="1"] [data-result]')?.textContent).toBe('已中奖：旅行相机'))
    await waitFor(() => expect(d.$('[data-chances]')?.getAttribute('data-chances')).toBe('0'))
    await d.find('[data-my-prizes="wish"] [data-prize="41"]')
    expect(calls('getWishWinners').length).toBeGreaterThan(1)
  })

  test('a draw that misses says so', async () => {
    answers.draw = () => ({ drawId: 2, won: false, userPrize: null, chancesLeft: 0 })
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.click('[data-action="draw"]')
    await d.find('[data-draw-result="miss"]')
    expect(page.text()).toContain('这次没有抽中，再试一次吧')
  })

  test.each([
    ['no chances left', 'draw', API_CODES.NO_DRAW_CHANCE, '抽奖机会用完了，完成任务可以再获得'],
    ['the pool empty', 'draw', API_CODES.OUT_OF_STOCK, '奖品已抢光，下次早点来'],
    ['the campaign ended', 'draw', API_CODES.CAMPAIGN_CLOSED, '活动已结束'],
  ])('a draw refused for %s gets its own message', async (_, name, code, message) => {
    answers[name] = () => {
      throw refusal(409, code)
    }
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.click('[data-action="draw"]')
    await waitFor(() => expect(d.$('.wish-draw [role="alert"]')?.textContent).toBe(message))
  })

  test.each([
    ['the campaign ended', 409, API_CODES.CAMPAIGN_CLOSED, '活动已结束'],
    ['the session ended', 401, API_CODES.UNAUTHORIZED, '请先登录'],
  ])('a wish refused because %s gets its own message', async (_, status, code, message) => {
    answers.makeWish = () => {
      throw refusal(status, code)
    }
    const page = await renderPage(PrizePage)
    const d = pageDriver(page)
    await d.type('[data-field="destination"] input', '冰岛')
    await d.type('[data-field="text"] input', '去看极光')
    await d.click('[data-action="make-wish"]')
    expect(d.toasts()).toContain(message)
  })

  test('my prizes list what I won, in English too', async () => {
    answers.getMyPrizes = () => [won]
    const page = await renderPage(PrizePage, { locale: 'en' })
    const d = pageDriver(page)
    await d.find('[data-my-prizes="wish"] [data-prize="41"]')
    expect(d.$('[data-prize="41"]')?.getAttribute('data-status')).toBe('won')
  })

  test("a friend's transfer link shows the accept panel, and a link already taken says so", async () => {
    answers.getPrize = () => ({ ...won, status: 'transferring', fromUser: { id: 7, nickname: '小林' } })
    answers.acceptPrize = () => {
      throw refusal(409, API_CODES.TRANSFER_TAKEN)
    }
    const page = await renderPage(PrizePage, { params: { acceptToken: 'a'.repeat(32) } })
    const d = pageDriver(page)
    await d.find('[data-accept-panel] [data-offer-name]')
    expect(d.$('[data-offer-from]')?.textContent).toContain('小林')
    await d.click('[data-action="accept"]')
    await d.find('[data-notice="prize.accept.taken"]')
  })
})

describe('a shared wish', () => {
  test("a signed-in friend opening the sharer's link sees the wish and reports the open once", async () => {
    const page = await renderPage(PrizePage, { params: { wishId: '5', sharer: '7' } })
    const d = pageDriver(page)
    await d.find('[data-wish-detail="5"]')
    expect(page.text()).toContain('小林 的心愿')
    expect(page.text()).toContain('想去 目的地5')
    await d.flush()
    expect(calls('shareOpened').map(([, p]) => p)).toEqual([{ kind: 'wish', id: 5, sharer: 7 }])
    expect(d.$('[data-action="make-own-wish"]')).not.toBeNull()
  })

  test('its owner is told it is theirs, and their own open counts for nothing', async () => {
    mockedStored.mockResolvedValue({ id: 7, nickname: '小林' } as never)
    const page = await renderPage(PrizePage, { params: { wishId: '5', sharer: '7' } })
    const d = pageDriver(page)
    await d.sees('这是你的心愿')
    expect(calls('shareOpened')).toHaveLength(0)
  })

  test('a visitor reads it with a call to make their own, and reports nothing', async () => {
    mockedStored.mockResolvedValue(null)
    const page = await renderPage(PrizePage, { params: { wishId: '5', sharer: '7' } })
    const d = pageDriver(page)
    await d.find('[data-wish-detail="5"]')
    expect(d.$('[data-action="make-own-wish"]')).not.toBeNull()
    expect(calls('shareOpened')).toHaveLength(0)
  })

  test('a wish that is gone says so, with retry', async () => {
    answers.getWish = () => {
      throw refusal(404, API_CODES.RESOURCE_NOT_FOUND, 'wish not found')
    }
    const page = await renderPage(PrizePage, { params: { wishId: '5' } })
    const d = pageDriver(page)
    await d.find('[data-section="wish-detail"] .state--error')
    expect(page.text()).toContain('这个心愿不存在，或者已经删除')
  })
})
