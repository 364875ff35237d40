import { act, waitFor } from '@testing-library/react'
import type { Prize, Task } from '@types-shared/api/campaign'
import { API_CODES } from '@types-shared/api/codes'
import { storedUser } from '@/features/sign-in/api/sign-in-service'
import { BusinessError } from '@/services/http'
import { api } from '@/services/site-client'
import Summer2025Page from '../index'
import { renderPage, type RenderedPage } from '../../../../../../tests/jest/render-page'

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

const ME = { id: 9, nickname: '旅行者0009' }
const CAMPAIGN = {
  id: 1,
  kind: 'summer2025',
  title: '2025 夏日冰淇淋环游记',
  startsAt: '2025-06-01T00:00:00.000Z',
  endsAt: '2027-12-31T16:00:00.000Z',
  rules: '规则',
  now: '2026-11-25T00:00:00.000Z',
}
const task = (key: string, check: 'self' | 'server', extra: Partial<Task> = {}): Task => ({
  key,
  title: key,
  chances: 1,
  points: 0,
  dailyLimit: 1,
  totalLimit: 999,
  doneToday: 0,
  doneTotal: 0,
  available: check === 'self',
  check,
  ...extra,
})
const prize = (id: number, stock = 5): Prize => ({
  id,
  name: `奖品${id}`,
  image: '',
  kind: 'physical',
  stock,
  pointsCost: 0,
  description: '',
})

let chances: number
let answers: Record<string, (params: Record<string, unknown>) => unknown>
beforeEach(() => {
  chances = 0
  mockedStored.mockReset().mockResolvedValue(ME as never)
  answers = {
    getCampaign: () => CAMPAIGN,
    getTaskStatus: () => ({
      activityId: 1,
      chancesLeft: chances,
      tasks: [
        task('daily_checkin', 'self'),
        task('invite_friend', 'server', { chances: 2, dailyLimit: 2, totalLimit: 5 }),
        task('light_up_city', 'server', { available: true, totalLimit: 3 }),
      ],
    }),
    getLotteryUserInfo: () => ({ chancesLeft: chances, pool: [prize(11), prize(12, 0)] }),
    getSummerJourneys: () => [
      { id: 1, title: '东京五日', cover: '', dayCount: 5, cities: ['东京'], views: 3 },
    ],
    doTask: (p) => ({
      task: task(String(p.taskKey), 'self', { doneToday: 1, doneTotal: 1 }),
      chancesLeft: ++chances,
      points: 0,
    }),
    draw: () => ({ drawId: 1, won: false, userPrize: null, chancesLeft: --chances }),
    shareOpened: () => ({ counted: true }),
  }
  mockedApi.mockReset().mockImplementation(async (name: string, params: Record<string, unknown>) => {
    const answer = answers[name]
    if (!answer) throw new Error(`unexpected ${name}`)
    return answer(params)
  })
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
async function open(params: Record<string, string> = {}, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const page = await renderPage(Summer2025Page, { path: '/activity/summer2025', params, locale })
  const $ = (s: string) => page.container.querySelector(s)
  const find = (s: string) =>
    waitFor(() => {
      const el = $(s)
      if (!el) throw new Error(`nothing matches ${s}\n${page.text()}`)
      return el
    })
  const click = async (s: string) => {
    const el = await find(s)
    await act(async () => {
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      await settle()
    })
  }
  return { page, $, find, click }
}
const callsOf = (name: string) => mockedApi.mock.calls.filter(([n]) => n === name)
const pushed = (page: RenderedPage) =>
  page.platform.calls.filter((c) => c.method === 'push').map((c) => c.target?.prettyPath)

describe('the summer 2025 page', () => {
  it('shows the chances, each task with its progress and action, the pool with sold-out badges and the journeys', async () => {
    const { page, find, $ } = await open()
    await find('[data-journey="1"]')
    expect($('[data-chances-left]')!.textContent).toBe('0')
    expect($('[data-task="daily_checkin"]')!.getAttribute('data-task-action')).toBe('do')
    expect($('[data-task="daily_checkin"]')!.textContent).toContain('今日 0/1')
    expect($('[data-task="invite_friend"]')!.getAttribute('data-task-action')).toBe('go')
    expect($('[data-task="invite_friend"]')!.textContent).toContain('累计 0/5')
    expect($('[data-task="invite_friend"]')!.textContent).toContain('好友登录打开后即可领取')
    expect($('[data-task="light_up_city"]')!.getAttribute('data-task-action')).toBe('claim')
    expect($('[data-pool-prize="12"] [data-sold-out]')).not.toBeNull()
    expect($('[data-pool-prize="11"] [data-sold-out]')).toBeNull()
    expect(($('[data-action="draw"]') as HTMLButtonElement).disabled).toBe(true)
    expect(page.text()).toContain('没有抽奖机会了')
  })

  it('asks a visitor to sign in instead of showing the tasks', async () => {
    mockedStored.mockResolvedValue(null as never)
    const { page, find, $ } = await open()
    await find('[data-gate="sign-in"]')
    expect($('[data-task]')).toBeNull()
    expect(callsOf('getTaskStatus')).toHaveLength(0)
    expect(page.text()).toContain('登录')
  })

  it('shows an error with retry when the tasks do not load', async () => {
    let fail = true
    const tasks = answers.getTaskStatus
    answers.getTaskStatus = (p) => {
      if (fail) throw new Error('down')
      return tasks(p)
    }
    const { find, click } = await open()
    await find('.state--error')
    fail = false
    await click('.state--error .state__retry')
    await find('[data-task="daily_checkin"]')
  })

  it('does a self task, then the draw runs and says what came of it', async () => {
    const { find, click, $ } = await open()
    await click('[data-task="daily_checkin"] [data-action="task-do"]')
    expect(mockedApi).toHaveBeenCalledWith('doTask', { taskKey: 'daily_checkin', activityId: 1 })
    expect($('[data-chances-left]')!.textContent).toBe('1')
    expect($('[data-task-notice]')!.textContent).toContain('获得 1 次抽奖机会')
    expect($('[data-task="daily_checkin"]')!.getAttribute('data-task-action')).toBe('done')
    await click('[data-action="draw"]')
    expect(mockedApi).toHaveBeenCalledWith('draw', { activityId: 1 })
    const sheet = await waitFor(
      () => {
        const el = $('[data-sheet="draw-result"]')
        if (!el) throw new Error('no result yet')
        return el
      },
      { timeout: 5000 },
    )
    expect(sheet.getAttribute('data-won')).toBe('false')
    expect(sheet.textContent).toContain('这次没有抽中')
    await find('[data-chances-left="0"]')
  })

  it('sends "go" tasks where they are earned, and claims a verified one', async () => {
    const { page, click } = await open()
    await click('[data-task="invite_friend"] [data-action="task-go"]')
    expect(pushed(page).at(-1)).toMatch(/^\/shareh5\/index\?.*type=campaign&id=summer2025&sharer=9/)
    await click('[data-task="light_up_city"] [data-action="task-claim"]')
    expect(mockedApi).toHaveBeenCalledWith('doTask', { taskKey: 'light_up_city', activityId: 1 })
  })

  it.each([
    [API_CODES.NO_DRAW_CHANCE, '抽奖机会用完了'],
    [API_CODES.OUT_OF_STOCK, '奖品已抢光'],
    [API_CODES.CAMPAIGN_CLOSED, '活动已结束'],
    [API_CODES.TOO_MANY_REQUESTS, '操作太频繁'],
    [API_CODES.UNAUTHORIZED, '请先登录'],
  ])('says why a draw was refused (%s)', async (code, message) => {
    chances = 1
    answers.draw = () => {
      throw new BusinessError(code)
    }
    const { click, find } = await open()
    await click('[data-action="draw"]')
    expect((await find('[data-section="draw"] [data-notice]')).textContent).toContain(message)
  })

  it.each([
    [API_CODES.TASK_DONE, '今天已经完成了'],
    [API_CODES.TASK_NOT_VERIFIED, '还没有完成这个任务'],
    [API_CODES.LIMIT_REACHED, '已达到次数上限'],
  ])('says why a task was refused (%s)', async (code, message) => {
    answers.doTask = () => {
      throw new BusinessError(code)
    }
    const { click, find } = await open()
    await click('[data-task="daily_checkin"] [data-action="task-do"]')
    expect((await find('[data-task-notice]')).textContent).toContain(message)
  })

  it("reports a friend's open of a shared link once, and never the sharer's own", async () => {
    const { find } = await open({ sharer: '5' })
    await find('[data-task]')
    expect(callsOf('shareOpened')).toEqual([['shareOpened', { kind: 'campaign', id: 1, sharer: 5 }]])
    mockedApi.mockClear()
    const own = await open({ sharer: '9' })
    await own.find('[data-task]')
    expect(callsOf('shareOpened')).toHaveLength(0)
  })

  it('reads in English', async () => {
    const { find, page } = await open({}, 'en')
    await find('[data-task="daily_checkin"]')
    expect(page.text()).toContain('Daily check-in')
    expect(page.text()).toContain('+1 draw')
    expect(page.text()).toContain('No draws left')
  })
})
