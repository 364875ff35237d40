import { act, fireEvent, waitFor } from '@testing-library/react'
import fixture from '@/features/journey/__tests__/fixtures/journey-1.json'
import { getJourney, JourneyUnavailableError } from '@/features/journey/api/get-journey'
import { BusinessError } from '@/services/http'
import { api } from '@/services/site-client'
import ShareIndexPage from '../index'
import { renderPage, type RenderedPage } from '../../../../../tests/jest/render-page'

jest.mock('@/features/journey/api/get-journey', () => ({
  ...jest.requireActual('@/features/journey/api/get-journey'),
  getJourney: jest.fn(),
}))
jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
const mockedGetJourney = getJourney as jest.MockedFunction<typeof getJourney>
const mockedApi = api as unknown as jest.Mock

const WISH = {
  id: 7,
  destination: '拉萨',
  text: '想在布达拉宫前看一次日出',
  shares: 0,
  result: 'pending',
  prizeName: null,
  user: { id: 5, nickname: '小鹿', avatar: '' },
  createdAt: '2026-06-01T00:00:00Z',
}
const SUMMER = {
  id: 1,
  kind: 'summer',
  title: '2025 夏日旅行季',
  startsAt: '2025-06-01T00:00:00+08:00',
  endsAt: '2026-12-31T23:59:59+08:00',
  rules: '活动期间分享行程即可参与抽奖。\n\n每人每天最多 3 次。',
  now: '2026-11-25T00:00:00Z',
}

beforeEach(() => {
  mockedGetJourney.mockReset().mockResolvedValue(fixture as never)
  mockedApi.mockReset().mockImplementation(async (name: string) => {
    if (name === 'shareJourney') return { shares: 1 }
    if (name === 'getWish') return WISH
    if (name === 'getCampaign') return SUMMER
    throw new Error(`unexpected ${name}`)
  })
})
const counted = () => mockedApi.mock.calls.filter(([name]) => name === 'shareJourney')

const open = (params: Record<string, string>, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  renderPage(ShareIndexPage, { path: '/shareh5/index', params, locale })
const loaded = async (page: RenderedPage) =>
  waitFor(() => expect(page.container.querySelector('[data-share-card]')).not.toBeNull())
const pick = (page: RenderedPage, channel: string) =>
  act(async () => {
    fireEvent.click(page.container.querySelector(`[data-channel="${channel}"]`) as Element)
  })
const pushes = (page: RenderedPage) => page.platform.calls.filter((c) => c.method === 'push')

describe('the share page', () => {
  it('shows loading while the journey loads', async () => {
    mockedGetJourney.mockReturnValue(new Promise(() => undefined))
    const page = await open({ journeyId: '1' })
    expect(page.container.querySelector('.state--loading')).not.toBeNull()
  })

  it('shows the share card with cover, title, author, days and cities', async () => {
    const page = await open({ journeyId: '1' })
    await loaded(page)
    const card = page.container.querySelector('[data-share-card="1"]') as Element
    expect(card.textContent).toContain('东京五日：浅草晨光到涩谷夜色')
    expect(card.textContent).toContain('旅行者小鹿 的行程')
    expect(card.textContent).not.toContain('的行程 的行程')
    expect(card.textContent).toContain('5 天')
    expect(card.getAttribute('data-track-key')).toBe('share_card')
    expect(card.hasAttribute('data-track-impression')).toBe(true)
    expect(counted()).toEqual([])
  })

  it('offers the four channels as live buttons (no disabled attribute while idle)', async () => {
    const page = await open({ journeyId: '1' })
    await loaded(page)
    const buttons = [...page.container.querySelectorAll('[data-channel]')]
    expect(buttons.map((b) => b.getAttribute('data-channel'))).toEqual(['friend', 'moments', 'link', 'image'])
    expect(buttons.filter((b) => b.hasAttribute('disabled') || b.hasAttribute('loading'))).toEqual([])
  })

  it("shows a poster image of the journey with a QR code of the journey's absolute link", async () => {
    const page = await open({ journeyId: '1' })
    await loaded(page)
    await waitFor(() => expect(page.container.querySelector('[data-poster] img')).not.toBeNull())
    expect(page.container.querySelector('[data-poster]')?.getAttribute('data-poster-width')).toBe('1200')
    const src = page.container.querySelector('[data-poster] img')?.getAttribute('src') ?? ''
    expect(src.startsWith('data:image/svg+xml')).toBe(true)
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1))
    expect(svg).toContain('东京五日')
    expect(svg).toContain('data-qr')
  })

  it("arms the host's own share menu with the journey", async () => {
    const page = await open({ journeyId: '1' })
    await loaded(page)
    const armed = page.platform.calls.find((c) => c.method === 'setShareInfo')
    expect(armed?.content).toMatchObject({
      title: '东京五日：浅草晨光到涩谷夜色',
      url: `${window.location.origin}/web/journey/detail/1?source=share&channel=system`,
      miniProgramPath: '/pages/journey/detail/index?id=1',
    })
  })

  it('also takes the older ?type=journey&id= form', async () => {
    const page = await open({ type: 'journey', id: '3' })
    await loaded(page)
    expect(mockedGetJourney).toHaveBeenCalledWith('3')
  })

  it('copies the link and goes to the result page with what happened', async () => {
    const page = await open({ journeyId: '1' })
    await loaded(page)
    await pick(page, 'link')
    expect(counted()).toEqual([['shareJourney', { journeyId: 1, channel: 'link' }]])
    expect(page.platform.calls).toContainEqual({
      method: 'copy',
      text: `${window.location.origin}/web/journey/detail/1?source=share&channel=link`,
    })
    await waitFor(() => expect(pushes(page)).toHaveLength(1))
    const target = pushes(page)[0].target!
    expect(target.prettyPath).toMatch(/^\/shareh5\/result\?/)
    const query = new URLSearchParams(target.prettyPath.split('?')[1])
    expect([query.get('type'), query.get('id'), query.get('channel'), query.get('status')]).toEqual([
      'journey',
      '1',
      'link',
      'copied',
    ])
  })

  it('shares to a friend through the platform, and saves the poster', async () => {
    const page = await open({ journeyId: '1' })
    await loaded(page)
    await waitFor(() => expect(page.container.querySelector('[data-poster] img')).not.toBeNull())
    await pick(page, 'friend')
    await waitFor(() => expect(pushes(page)).toHaveLength(1))
    const shared = page.platform.calls.find((c) => c.method === 'share')
    expect(shared?.content).toMatchObject({
      url: `${window.location.origin}/web/journey/detail/1?source=share&channel=friend`,
      miniProgramPath: '/pages/journey/detail/index?id=1',
      image: { width: 1200, height: 1800 },
    })
    expect(pushes(page)[0].target!.prettyPath).toContain('status=shared')
    await pick(page, 'image')
    await waitFor(() => expect(pushes(page)).toHaveLength(2))
    expect(pushes(page)[1].target!.prettyPath).toContain('status=saved')
    const saved = page.platform.calls.find((c) => c.method === 'saveImage')
    expect(saved?.url?.startsWith('data:image/svg+xml')).toBe(true)
  })

  it("shows the host's share guide instead of leaving when the platform asks for it", async () => {
    const page = await open({ journeyId: '1' })
    page.platform.share.share = async () => ({ status: 'guide' })
    await loaded(page)
    await pick(page, 'moments')
    await waitFor(() => expect(page.container.querySelector('[data-guide="share"]')).not.toBeNull())
    expect(pushes(page)).toHaveLength(0)
  })

  it('shares even when counting the share fails, and reports a failure of the platform', async () => {
    mockedApi.mockRejectedValue(new Error('Network Error'))
    const page = await open({ journeyId: '1' })
    await loaded(page)
    await pick(page, 'link')
    await waitFor(() => expect(pushes(page)).toHaveLength(1))
    expect(pushes(page)[0].target!.prettyPath).toContain('status=copied')
    page.platform.clipboard.copy = async () => {
      throw new Error('clipboard blocked')
    }
    await pick(page, 'link')
    await waitFor(() => expect(pushes(page)).toHaveLength(2))
    expect(pushes(page)[1].target!.prettyPath).toContain('status=failed')
  })

  it('shares a wish: its card, its poster, and the wish page as the address', async () => {
    const page = await open({ type: 'wish', id: '7' })
    await waitFor(() => expect(page.container.querySelector('[data-share-card="7"]')).not.toBeNull())
    expect(page.text()).toContain('想在布达拉宫前看一次日出')
    expect(page.text()).toContain('想去 拉萨')
    await pick(page, 'link')
    expect(page.platform.calls).toContainEqual({
      method: 'copy',
      // The wisher rides along as the sharer: a friend opening it earns them a chance (issue 15).
      text: `${window.location.origin}/web/prize?wishId=7&sharer=5&source=share&channel=link`,
    })
    // A visitor's share of someone else's wish earns nothing: it is not sent to wish/share.
    expect(mockedApi.mock.calls.map(([name]) => name)).not.toContain('shareWish')
  })

  it('says plainly that a wish is gone, with nothing to retry', async () => {
    mockedApi.mockRejectedValue(new BusinessError(40400, 'wish not found'))
    const page = await open({ type: 'wish', id: '99' })
    await waitFor(() => expect(page.text()).toContain('没有找到这个心愿'))
    expect(page.container.querySelector('.state__retry')).toBeNull()
    expect(page.container.querySelector('[data-channel]')).toBeNull()
  })

  it('shares a campaign page with its title and dates', async () => {
    const page = await open({ type: 'campaign', id: 'summer2025' })
    await waitFor(() => expect(page.container.querySelector('[data-share-card="summer2025"]')).not.toBeNull())
    expect(page.text()).toContain('2025 夏日旅行季')
    await pick(page, 'link')
    expect(page.platform.calls).toContainEqual({
      method: 'copy',
      text: `${window.location.origin}/web/activity/summer2025?source=share&channel=link`,
    })
    const query = new URLSearchParams(pushes(page)[0].target!.prettyPath.split('?')[1])
    expect([query.get('type'), query.get('id')]).toEqual(['campaign', 'summer2025'])
  })

  it("asks a visitor to sign in before sharing a lit map, and loads nobody's numbers", async () => {
    const page = await open({ type: 'checkin', id: '5' })
    await waitFor(() => expect(page.text()).toContain('登录后就能分享你的点亮地图'))
    expect(mockedApi).not.toHaveBeenCalledWith('getStats', expect.anything())
  })

  it('goes to the result page with a failure when sharing fails', async () => {
    const page = await open({ journeyId: '1' })
    page.platform.clipboard.copy = async () => {
      throw new Error('denied')
    }
    await loaded(page)
    await pick(page, 'link')
    await waitFor(() => expect(pushes(page)).toHaveLength(1))
    expect(pushes(page)[0].target!.prettyPath).toContain('status=failed')
  })

  it.each([
    ['deleted', '这个行程已被作者删除'],
    ['private', '这个行程仅作者可见'],
    ['missing', '没有找到这个行程'],
  ] as const)('shows a clear page for a %s journey', async (reason, text) => {
    mockedGetJourney.mockRejectedValue(new JourneyUnavailableError(reason))
    const page = await open({ journeyId: '7' })
    await waitFor(() => expect(page.text()).toContain(text))
    expect(page.container.querySelector('[data-channel]')).toBeNull()
  })

  it('offers a retry after a network failure, and the retry shows the card', async () => {
    mockedGetJourney.mockRejectedValueOnce(new Error('Network Error'))
    const page = await open({ journeyId: '1' })
    await waitFor(() => expect(page.text()).toContain('Network Error'))
    act(() => {
      fireEvent.click(page.container.querySelector('.state__retry') as Element)
    })
    await loaded(page)
  })

  it('without a journey, suggests the sample journey instead of an error', async () => {
    const page = await open({})
    expect(page.text()).toContain('打开一个行程，点“分享”就能把它分享给朋友')
    expect(page.container.querySelector('.state--error')).toBeNull()
    await act(async () => {
      fireEvent.click(page.container.querySelector('[data-action="sample-journey"]') as Element)
    })
    expect(pushes(page)[0]?.target?.prettyPath).toMatch(/^\/journey\/detail\/1(\?|$)/)
    expect(mockedGetJourney).not.toHaveBeenCalled()
  })

  it.each([
    [{ journeyId: 'abc' }],
    [{ journeyId: '0' }],
    [{ id: '1e3' }],
    [{ journeyId: '-4' }],
    [{ type: 'campaign', id: 'nope' }],
    [{ type: 'checkin', id: '5', code: '<x>' }],
  ])('says the link is incomplete for %p and loads nothing', async (params) => {
    const page = await open(params)
    expect(page.text()).toContain('分享链接不完整')
    expect(mockedGetJourney).not.toHaveBeenCalled()
  })

  it('says another kind of content cannot be shared here', async () => {
    const page = await open({ type: 'place', id: '4' })
    expect(page.text()).toContain('暂不支持分享这类内容')
  })

  it('speaks English', async () => {
    const page = await open({ journeyId: '1' }, 'en')
    await loaded(page)
    expect(page.text()).toContain('Five days in Tokyo')
    expect(page.text()).toContain('Copy link')
  })
})
