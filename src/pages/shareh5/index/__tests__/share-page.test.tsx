import { act, fireEvent, waitFor } from '@testing-library/react'
import fixture from '@/features/journey/__tests__/fixtures/journey-1.json'
import { getJourney, JourneyUnavailableError } from '@/features/journey/api/get-journey'
import { getShareInfo } from '@/features/share-poster/api/get-share-info'
import ShareIndexPage from '../index'
import { renderPage, type RenderedPage } from '../../../../../tests/jest/render-page'

jest.mock('@/features/journey/api/get-journey', () => ({
  ...jest.requireActual('@/features/journey/api/get-journey'),
  getJourney: jest.fn(),
}))
jest.mock('@/features/share-poster/api/get-share-info', () => ({ getShareInfo: jest.fn() }))
const mockedGetJourney = getJourney as jest.MockedFunction<typeof getJourney>
const mockedInfo = getShareInfo as jest.MockedFunction<typeof getShareInfo>

beforeEach(() => {
  mockedGetJourney.mockReset().mockResolvedValue(fixture as never)
  mockedInfo.mockReset().mockImplementation(async (id, channel) => ({
    title: '东京五日',
    desc: '浅草到涩谷',
    link: `/web/journey/detail/${id}?source=share&channel=${channel}`,
    imageUrl: `/api/v1/media/journey/${id}.svg`,
    miniProgramPath: `pages/journey/detail/index?id=${id}`,
    shares: 1,
  }))
})

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
    expect(mockedInfo).not.toHaveBeenCalled()
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
    expect(mockedInfo).toHaveBeenCalledWith('1', 'link')
    expect(page.platform.calls).toContainEqual({
      method: 'copy',
      text: `${window.location.origin}/web/journey/detail/1?source=share&channel=link`,
    })
    await waitFor(() => expect(pushes(page)).toHaveLength(1))
    const target = pushes(page)[0].target!
    expect(target.prettyPath).toMatch(/^\/shareh5\/result\?/)
    const query = new URLSearchParams(target.prettyPath.split('?')[1])
    expect([query.get('journeyId'), query.get('channel'), query.get('status')]).toEqual([
      '1',
      'link',
      'copied',
    ])
  })

  it('shares to a friend through the platform, and saves the poster', async () => {
    const page = await open({ journeyId: '1' })
    await loaded(page)
    await pick(page, 'friend')
    await waitFor(() => expect(pushes(page)).toHaveLength(1))
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

  it('goes to the result page with a failure when sharing fails', async () => {
    mockedInfo.mockRejectedValue(new Error('Network Error'))
    const page = await open({ journeyId: '1' })
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

  it.each([[{ journeyId: 'abc' }], [{ journeyId: '0' }], [{ id: '1e3' }], [{ journeyId: '-4' }]])(
    'says the link is incomplete for %p and loads nothing',
    async (params) => {
      const page = await open(params)
      expect(page.text()).toContain('链接缺少必要的参数：journeyId')
      expect(mockedGetJourney).not.toHaveBeenCalled()
    },
  )

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
