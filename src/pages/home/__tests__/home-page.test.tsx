import { act, fireEvent, waitFor } from '@testing-library/react'
import type { Home } from '@types-shared/api/home'
import { getHome } from '@/features/home/api/get-home'
import HomePage from '../index'
import { renderPage } from '../../../../tests/jest/render-page'

jest.mock('@/features/home/api/get-home', () => ({ getHome: jest.fn() }))
const mockedGetHome = getHome as jest.MockedFunction<typeof getHome>

const HOME: Home = {
  journeys: [
    {
      id: 1,
      title: '东京五日：浅草晨光到涩谷夜色',
      titleEn: 'Five days in Tokyo: from Asakusa mornings to Shibuya nights',
      cover: '/api/v1/media/journey/1.svg',
      dayCount: 5,
      cities: ['东京', '镰仓'],
      citiesEn: ['Tokyo', 'Kamakura'],
      views: 12873,
      saves: 1642,
    },
  ],
  campaigns: [
    {
      id: 1,
      kind: 'summer2025',
      title: '2025 夏日冰淇淋环游记',
      endsAt: '2027-12-31T16:00:00.000Z',
      route: 'summer2025',
    },
  ],
  magazine: {
    id: 1,
    issue: '2025 春季刊',
    title: '春日慢行',
    cover: '/api/v1/media/magazine/1.svg',
    intro: '',
  },
}

beforeEach(() => mockedGetHome.mockReset())

describe('the home page', () => {
  it('shows the featured journeys, the open campaigns, the magazine and the assistant', async () => {
    mockedGetHome.mockResolvedValue(HOME)
    const page = await renderPage(HomePage, { path: '/home' })
    await waitFor(() => expect(page.text()).toContain('东京五日'))
    expect(page.text()).toContain('5 天 · 东京 · 镰仓')
    expect(page.text()).toContain('2025 夏日冰淇淋环游记')
    expect(page.text()).toContain('春日慢行')
    expect(page.text()).toContain('AI 旅行助手')
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '首页' })
  })

  it.each([
    ['a journey', '[data-journey-id="1"]', '/journey/detail/1'],
    ['a campaign', '[data-campaign="summer2025"]', '/activity/summer2025'],
  ])('a tap on %s opens its page', async (_label, selector, path) => {
    mockedGetHome.mockResolvedValue(HOME)
    const page = await renderPage(HomePage, { path: '/home' })
    await waitFor(() => expect(page.container.querySelector(selector)).not.toBeNull())
    act(() => {
      fireEvent.click(page.container.querySelector(selector) as Element)
    })
    await waitFor(() =>
      expect(page.platform.calls.find((c) => c.method === 'push')?.target?.prettyPath).toMatch(
        new RegExp(`^${path}(\\?|$)`),
      ),
    )
  })

  it('speaks English, with the English names of journeys and cities', async () => {
    mockedGetHome.mockResolvedValue(HOME)
    const page = await renderPage(HomePage, { path: '/home', locale: 'en' })
    await waitFor(() => expect(page.text()).toContain('Five days in Tokyo'))
    expect(page.text()).toContain('5 days · Tokyo · Kamakura')
    expect(page.text()).toContain('Campaigns open now')
  })

  it('says so when no campaign is open and no journey is featured', async () => {
    mockedGetHome.mockResolvedValue({ journeys: [], campaigns: [], magazine: null })
    const page = await renderPage(HomePage, { path: '/home' })
    await waitFor(() => expect(page.text()).toContain('眼下没有进行中的活动'))
    expect(page.text()).toContain('还没有可以推荐的行程')
  })

  it('shows the error with a retry that loads again', async () => {
    mockedGetHome.mockRejectedValueOnce(new Error('网络不太好')).mockResolvedValue(HOME)
    const page = await renderPage(HomePage, { path: '/home' })
    await waitFor(() => expect(page.text()).toContain('网络不太好'))
    const retry = Array.from(page.container.querySelectorAll('button')).find((b) =>
      /重试/.test(b.textContent ?? ''),
    )
    act(() => {
      fireEvent.click(retry as Element)
    })
    await waitFor(() => expect(page.text()).toContain('东京五日'))
  })
})
