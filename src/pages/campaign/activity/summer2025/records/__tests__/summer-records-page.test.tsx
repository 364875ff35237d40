import { act, waitFor } from '@testing-library/react'
import type { UserPrize } from '@types-shared/api/campaign'
import { API_CODES } from '@types-shared/api/codes'
import { storedUser } from '@/features/sign-in/api/sign-in-service'
import { BusinessError } from '@/services/http'
import { api } from '@/services/site-client'
import Summer2025RecordsPage from '../index'
import { renderPage } from '../../../../../../../tests/jest/render-page'

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

const TOKEN = '0123456789abcdef0123456789abcdef'
const CAMPAIGN = {
  id: 1,
  kind: 'summer2025',
  title: '2025 夏日冰淇淋环游记',
  startsAt: '2025-06-01T00:00:00.000Z',
  endsAt: '2027-12-31T16:00:00.000Z',
  rules: '规则',
  now: '2026-11-25T00:00:00.000Z',
}
const mine = (id: number, status: string, extra: Partial<UserPrize> = {}): UserPrize => ({
  id,
  campaignId: 1,
  status,
  source: 'draw',
  prize: {
    id: id * 10,
    name: `奖品${id}`,
    image: '',
    kind: 'physical',
    stock: 3,
    pointsCost: 0,
    description: '',
  },
  redeemCode: null,
  boundAccount: null,
  transferToken: null,
  fromUser: null,
  createdAt: '2026-07-01T08:00:00.000Z',
  updatedAt: '2026-07-01T08:00:00.000Z',
  ...extra,
})

let answers: Record<string, () => unknown>
beforeEach(() => {
  mockedStored.mockReset().mockResolvedValue({ id: 9, nickname: '乙' } as never)
  answers = {
    getCampaign: () => CAMPAIGN,
    getMyPrizes: () => [mine(1, 'won'), mine(2, 'accepted')],
    getPrize: () => mine(5, 'transferring', { fromUser: { id: 2, nickname: '阿林' } }),
    acceptPrize: () => mine(6, 'won', { source: 'transfer', fromUser: { id: 2, nickname: '阿林' } }),
  }
  mockedApi.mockReset().mockImplementation(async (name: string) => {
    const answer = answers[name]
    if (!answer) throw new Error(`unexpected ${name}`)
    return answer()
  })
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
async function open(params: Record<string, string> = {}, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const page = await renderPage(Summer2025RecordsPage, {
    path: '/activity/summer2025/records',
    params,
    locale,
  })
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

describe('the summer records page', () => {
  it('lists my summer prizes with their states, tracked as impressions', async () => {
    const { find, $ } = await open()
    await find('[data-prize="2"]')
    expect(mockedApi).toHaveBeenCalledWith('getMyPrizes', { activityId: 1 })
    expect($('[data-prize="1"] [data-action="redeem"]')).not.toBeNull()
    expect($('[data-prize="2"]')!.textContent).toContain('已转赠')
    expect($('[data-prize="2"] [data-action="redeem"]')).toBeNull()
    expect($('[data-prize="1"]')!.getAttribute('data-track-key')).toBe('prize_card')
    expect($('[data-prize="1"]')!.hasAttribute('data-track-impression')).toBe(true)
  })

  it('has an empty state', async () => {
    answers.getMyPrizes = () => []
    const { page, find } = await open()
    await find('.state--empty')
    expect(page.text()).toContain('还没有奖品')
  })

  it('shows an error with retry', async () => {
    let fail = true
    answers.getMyPrizes = () => {
      if (fail) throw new Error('down')
      return [mine(1, 'won')]
    }
    const { find, click } = await open()
    await find('.state--error')
    fail = false
    await click('.state--error .state__retry')
    await find('[data-prize="1"]')
  })

  it('shows a visitor the offer and asks them to sign in, without reading any prizes', async () => {
    mockedStored.mockResolvedValue(null as never)
    const { find, $ } = await open({ acceptToken: TOKEN })
    await find('[data-offer-from]')
    expect($('[data-offer-from]')!.textContent).toBe('阿林 送给你')
    expect($('[data-action="accept-sign-in"]')).not.toBeNull()
    expect(mockedApi.mock.calls.map(([n]) => n)).not.toContain('getMyPrizes')
  })

  it('accepts for a signed-in friend and puts the prize first in my prizes', async () => {
    const { find, click, page } = await open({ acceptToken: TOKEN })
    await click('[data-action="accept"]')
    expect(mockedApi).toHaveBeenCalledWith('acceptPrize', { token: TOKEN })
    await find('[data-prize="6"]')
    expect(page.container.querySelector('[data-prize]')!.getAttribute('data-prize')).toBe('6')
    expect(page.text()).toContain('来自 阿林 的转赠')
  })

  it.each([
    [API_CODES.TRANSFER_TAKEN, '这份奖品已被领取，或转赠已失效'],
    [API_CODES.TRANSFER_OWN_PRIZE, '这是你自己转出的奖品'],
  ])('says why an accept failed (%s)', async (code, message) => {
    answers.acceptPrize = () => {
      throw new BusinessError(code)
    }
    const { click, find } = await open({ acceptToken: TOKEN })
    await click('[data-action="accept"]')
    expect((await find('[data-accept-panel] [data-notice]')).textContent).toContain(message)
  })

  it('reads in English', async () => {
    const { find, page } = await open({}, 'en')
    await find('[data-prize="2"]')
    expect(page.text()).toContain('Given away')
    expect(page.text()).toContain('Ready to claim')
  })
})
