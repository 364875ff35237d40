import { act, render, waitFor } from '@tarojs/test-utils-react/dist/pure'
import type { Prize, UserPrize } from '@types-shared/api/campaign'
import { API_CODES } from '@types-shared/api/codes'
import { useLocaleStore } from '@/i18n/locale-store'
import { setPlatform } from '@/platform'
import { createFakePlatform, type FakePlatform } from '@/platform/fake'
import { navigate } from '@/services/router'
import { BusinessError } from '@/services/http'
import { api } from '@/services/site-client'
import { PRIZE_ENDPOINTS } from '../api/prize-endpoints'
import { AcceptPanel } from '../components/accept-panel'
import { DrawStage } from '../components/draw-stage'
import { MyPrizes } from '../components/my-prizes'
import { useMyPrizes } from '../hooks/use-my-prizes'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
jest.mock('@/services/router', () => ({
  ...jest.requireActual('@/services/router'),
  navigate: jest.fn(async () => undefined),
}))
const mockedApi = api as unknown as jest.Mock
const mockedNavigate = navigate as unknown as jest.Mock

const TOKEN = 'ab'.repeat(16)
const SUMMER = PRIZE_ENDPOINTS.summer2025
const item = (id: number, kind: string, stock = 5): Prize => ({
  id,
  name: `奖品${id}`,
  image: '',
  kind,
  stock,
  pointsCost: 0,
  description: '',
})
const mine = (id: number, status: string, kind = 'physical', extra: Partial<UserPrize> = {}): UserPrize => ({
  id,
  campaignId: 1,
  status,
  source: 'draw',
  prize: item(id * 10, kind),
  redeemCode: null,
  boundAccount: null,
  transferToken: null,
  fromUser: null,
  createdAt: '2026-07-01T08:00:00.000Z',
  updatedAt: '2026-07-01T08:00:00.000Z',
  ...extra,
})

let platform: FakePlatform
beforeEach(() => {
  platform = createFakePlatform()
  setPlatform(platform)
  useLocaleStore.getState().setLocale('zh-CN')
  mockedApi.mockReset()
  mockedNavigate.mockClear()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
async function mount(node: React.ReactElement) {
  const { container } = render(node, {})
  // As tests/jest/render-page.tsx: let the first effects run inside act.
  await act(settle)
  const $ = (s: string) => container.querySelector(s)
  const find = (s: string) =>
    waitFor(() => {
      const el = $(s)
      if (!el) throw new Error(`nothing matches ${s}\n${container.textContent}`)
      return el
    })
  return {
    container,
    $,
    find,
    text: () => container.textContent ?? '',
    async click(s: string) {
      const el = await find(s)
      await act(async () => {
        el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
        await settle()
      })
    },
    async type(s: string, value: string) {
      const el = (await find(s)) as HTMLInputElement
      await act(async () => {
        el.value = value
        el.dispatchEvent(new Event('input', { bubbles: true }))
        await settle()
      })
    },
  }
}

function Mine() {
  const list = useMyPrizes(SUMMER)
  return <MyPrizes endpoints={SUMMER} list={list} />
}

describe('my prizes', () => {
  it('shows each prize with its state in words and only the moves it allows', async () => {
    mockedApi.mockResolvedValue([
      mine(1, 'won', 'coupon'),
      mine(2, 'transferring', 'physical', { transferToken: TOKEN }),
      mine(3, 'accepted'),
      mine(4, 'redeemed', 'coupon', { redeemCode: 'SUMMER-1234' }),
    ])
    const m = await mount(<Mine />)
    await m.find('[data-prize="4"]')
    expect(mockedApi).toHaveBeenCalledWith('getMyPrizes', { activityId: 1 })
    expect(m.$('[data-prize="1"]')!.textContent).toContain('待领取')
    expect(m.$('[data-prize="1"] [data-action="bind"]')).not.toBeNull()
    expect(m.$('[data-prize="2"]')!.textContent).toContain('转赠中')
    expect(m.$('[data-prize="2"] [data-action="share-again"]')).not.toBeNull()
    expect(m.$('[data-prize="3"]')!.textContent).toContain('已转赠')
    expect(m.$('[data-prize="3"] [data-action]')).toBeNull()
    expect(m.$('[data-prize="4"]')!.textContent).toContain('SUMMER-1234')
    expect(m.$('[data-prize="1"]')!.hasAttribute('data-track-impression')).toBe(true)
  })

  it('has an empty state, and an error state that retries', async () => {
    mockedApi.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([])
    const m = await mount(<Mine />)
    await m.click('.state__retry')
    await waitFor(() => expect(m.text()).toContain('还没有奖品'))
  })

  it('shows the address problems before sending, then redeems with the address', async () => {
    mockedApi.mockImplementation(async (name: string) => {
      if (name === 'getMyPrizes') return [mine(1, 'won')]
      if (name === 'redeemPrize') return mine(1, 'redeemed', 'physical')
      throw new Error(name)
    })
    const m = await mount(<Mine />)
    await m.click('[data-action="redeem"]')
    await m.type('[data-field="name"] input', '林小')
    await m.type('[data-field="phone"] input', '138abc')
    await m.type('[data-field="region"] input', '上海市 徐汇区')
    await m.type('[data-field="detail"] input', '漕溪北路 1 号')
    await m.click('[data-action="redeem-submit"]')
    expect(m.$('[data-error="phone"]')!.textContent).toContain('手机号格式不对')
    expect(mockedApi.mock.calls.map(([n]) => n)).not.toContain('redeemPrize')
    await m.type('[data-field="phone"] input', '13800000000')
    expect(m.$('[data-error="phone"]')).toBeNull()
    await m.click('[data-action="redeem-submit"]')
    expect(mockedApi).toHaveBeenCalledWith('redeemPrize', {
      userPrizeId: 1,
      address: { name: '林小', phone: '13800000000', region: '上海市 徐汇区', detail: '漕溪北路 1 号' },
    })
    await waitFor(() => expect(m.$('[data-prize="1"]')!.textContent).toContain('已领取'))
  })

  it('shows the code a coupon is redeemed for', async () => {
    mockedApi.mockImplementation(async (name: string) =>
      name === 'getMyPrizes'
        ? [mine(1, 'won', 'coupon')]
        : mine(1, 'redeemed', 'coupon', { redeemCode: 'C-42' }),
    )
    const m = await mount(<Mine />)
    await m.click('[data-action="redeem"]')
    await m.click('[data-action="redeem-submit"]')
    expect(mockedApi).toHaveBeenCalledWith('redeemPrize', { userPrizeId: 1 })
    expect(m.$('[data-sheet="redeem"] [data-redeem-code]')!.textContent).toBe('C-42')
  })

  it('says a prize is already redeemed when the server says so', async () => {
    mockedApi.mockImplementation(async (name: string) => {
      if (name === 'getMyPrizes') return [mine(1, 'won', 'coupon')]
      throw new BusinessError(API_CODES.PRIZE_REDEEMED)
    })
    const m = await mount(<Mine />)
    await m.click('[data-action="redeem"]')
    await m.click('[data-action="redeem-submit"]')
    expect(m.$('[data-notice]')!.textContent).toBe('这份奖品已经领取过了')
  })

  it('binds a virtual prize to an account', async () => {
    mockedApi.mockImplementation(async (name: string) =>
      name === 'getMyPrizes'
        ? [mine(1, 'won', 'virtual')]
        : mine(1, 'redeemed', 'virtual', { boundAccount: 'lin@example.com' }),
    )
    const m = await mount(<Mine />)
    await m.click('[data-action="bind"]')
    await m.click('[data-action="bind-submit"]')
    expect(m.$('[data-error="account"]')).not.toBeNull()
    await m.type('[data-field="account"] input', 'lin@example.com')
    await m.click('[data-action="bind-submit"]')
    expect(mockedApi).toHaveBeenCalledWith('bindPrize', { userPrizeId: 1, account: 'lin@example.com' })
    await waitFor(() => expect(m.text()).toContain('已绑定账号：lin@example.com'))
  })

  it('transfers after asking, then opens the share page with the prize', async () => {
    mockedApi.mockImplementation(async (name: string) =>
      name === 'getMyPrizes'
        ? [mine(1, 'won')]
        : {
            userPrize: mine(1, 'transferring', 'physical', { transferToken: TOKEN }),
            token: TOKEN,
            link: '',
          },
    )
    platform.nextChoice.alert = 1
    const m = await mount(<Mine />)
    await m.click('[data-action="transfer"]')
    expect(mockedApi).toHaveBeenCalledWith('transferPrize', { userPrizeId: 1 })
    expect(mockedNavigate).toHaveBeenCalledWith('shareIndex', undefined, {
      query: { type: 'prize', id: 'summer2025', token: TOKEN },
    })
    expect(m.$('[data-prize="1"]')!.textContent).toContain('转赠中')
  })

  it('does not transfer when the traveller backs out', async () => {
    mockedApi.mockResolvedValue([mine(1, 'won')])
    platform.nextChoice.alert = 0
    const m = await mount(<Mine />)
    await m.click('[data-action="transfer"]')
    expect(mockedApi.mock.calls.map(([n]) => n)).not.toContain('transferPrize')
  })
})

describe('the accept panel', () => {
  const offer = mine(5, 'transferring', 'physical', { fromUser: { id: 2, nickname: '阿林' } })
  const panel = (signedIn: boolean, onAccepted = jest.fn(), signIn = jest.fn(async () => null)) =>
    mount(
      <AcceptPanel
        endpoints={SUMMER}
        token={TOKEN}
        signedIn={signedIn}
        signIn={signIn}
        onAccepted={onAccepted}
      />,
    )

  it('shows the prize and who offers it, and asks a visitor to sign in', async () => {
    mockedApi.mockResolvedValue(offer)
    const signIn = jest.fn(async () => null)
    const m = await panel(false, jest.fn(), signIn)
    await m.find('[data-offer-name]')
    expect(mockedApi).toHaveBeenCalledWith('getPrize', { token: TOKEN })
    expect(m.$('[data-offer-from]')!.textContent).toBe('阿林 送给你')
    await m.click('[data-action="accept-sign-in"]')
    expect(signIn).toHaveBeenCalled()
  })

  it('accepts for a signed-in friend', async () => {
    const accepted = mine(9, 'won', 'physical', { source: 'transfer' })
    mockedApi.mockImplementation(async (name: string) => (name === 'getPrize' ? offer : accepted))
    const onAccepted = jest.fn()
    const m = await panel(true, onAccepted)
    await m.click('[data-action="accept"]')
    expect(mockedApi).toHaveBeenCalledWith('acceptPrize', { token: TOKEN })
    expect(onAccepted).toHaveBeenCalledWith(accepted)
    expect(m.text()).toContain('已收下')
  })

  it.each([
    [API_CODES.TRANSFER_TAKEN, '这份奖品已被领取，或转赠已失效'],
    [API_CODES.TRANSFER_OWN_PRIZE, '这是你自己转出的奖品'],
    [API_CODES.CAMPAIGN_CLOSED, '活动已结束'],
  ])('says why accepting failed (%s)', async (code, message) => {
    mockedApi.mockImplementation(async (name: string) => {
      if (name === 'getPrize') return offer
      throw new BusinessError(code)
    })
    const m = await panel(true)
    await m.click('[data-action="accept"]')
    expect(m.$('[data-notice]')!.textContent).toContain(message)
  })

  it('says a taken link is taken, and never asks the server about a malformed one', async () => {
    mockedApi.mockResolvedValue(mine(5, 'accepted'))
    const m = await panel(true)
    await waitFor(() => expect(m.text()).toContain('这份奖品已被领取'))
    expect(m.$('[data-action="accept"]')).toBeNull()
    mockedApi.mockClear()
    const bad = await mount(
      <AcceptPanel endpoints={SUMMER} token='nope' signedIn signIn={jest.fn()} onAccepted={jest.fn()} />,
    )
    await waitFor(() => expect(bad.text()).toContain('领取链接不完整'))
    expect(mockedApi).not.toHaveBeenCalled()
  })

  it('tells the giver the link is their own', async () => {
    mockedApi.mockResolvedValue({ ...offer, fromUser: null, transferToken: TOKEN })
    const m = await panel(true)
    await waitFor(() => expect(m.text()).toContain('这是你自己转出的奖品'))
  })
})

describe('the draw stage', () => {
  const pool = [item(1, 'physical'), item(2, 'coupon', 0), item(3, 'virtual')]

  it('marks sold-out prizes', async () => {
    const m = await mount(<DrawStage pool={pool} />)
    expect(m.$('[data-pool-prize="2"] [data-sold-out]')!.textContent).toBe('已抢光')
    expect(m.$('[data-pool-prize="1"] [data-sold-out]')).toBeNull()
  })

  it('lands at once on the server’s prize with reduced motion', async () => {
    const onLanded = jest.fn()
    const m = await mount(<DrawStage pool={pool} landOn={{ prizeId: 3 }} onLanded={onLanded} reducedMotion />)
    await act(settle)
    expect(onLanded).toHaveBeenCalledTimes(1)
    expect(m.$('[data-lit="true"]')!.getAttribute('data-pool-prize')).toBe('3')
  })

  it('runs round the board and stops on "no prize" for a miss', async () => {
    const onLanded = jest.fn()
    const m = await mount(
      <DrawStage pool={pool} landOn={{ prizeId: null }} onLanded={onLanded} reducedMotion={false} />,
    )
    expect(onLanded).not.toHaveBeenCalled()
    const seen = new Set<string | null>()
    // About 1.5 s of steps: watched in real time, a cell at a time.
    for (let i = 0; i < 150 && onLanded.mock.calls.length === 0; i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 30)))
      seen.add(m.$('[data-lit="true"]')?.getAttribute('data-pool-prize') ?? null)
    }
    expect(onLanded).toHaveBeenCalledTimes(1)
    expect(seen.size).toBeGreaterThan(2)
    expect(m.$('[data-lit="true"]')!.getAttribute('data-pool-prize')).toBe('miss')
  })
})
