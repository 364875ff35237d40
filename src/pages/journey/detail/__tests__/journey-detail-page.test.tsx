import { act, fireEvent, waitFor } from '@testing-library/react'
import fixture from '@/features/journey/__tests__/fixtures/journey-1.json'
import { getJourney, JourneyUnavailableError } from '@/features/journey/api/get-journey'
import { getJourneyWeather, takeEmbeddedWeather } from '@/features/journey/api/get-weather'
import { sharePayload } from '@/features/journey/api/share-journey'
import { saveJourney } from '@/features/journey/api/save-journey'
import { sessionUser } from '@/services/session/travel-session'
import JourneyDetailPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'

jest.mock('@/features/journey/api/get-journey', () => {
  const actual = jest.requireActual('@/features/journey/api/get-journey')
  return { ...actual, getJourney: jest.fn() }
})
jest.mock('@/features/journey/api/get-weather', () => ({
  getJourneyWeather: jest.fn(),
  takeEmbeddedWeather: jest.fn(),
}))
jest.mock('@/features/journey/api/share-journey', () => {
  const actual = jest.requireActual('@/features/journey/api/share-journey')
  return { ...actual, sharePayload: jest.fn() }
})
jest.mock('@/features/journey/api/save-journey', () => ({
  saveJourney: jest.fn(),
  getJourneySaved: jest.fn(async () => ({ saved: false, saves: 0 })),
}))
jest.mock('@/services/session/travel-session', () => {
  const actual = jest.requireActual('@/services/session/travel-session')
  return { ...actual, sessionUser: jest.fn() }
})
const mockedSave = saveJourney as jest.MockedFunction<typeof saveJourney>
const mockedSessionUser = sessionUser as jest.MockedFunction<typeof sessionUser>
const mockedGetJourney = getJourney as jest.MockedFunction<typeof getJourney>
const mockedWeather = getJourneyWeather as jest.MockedFunction<typeof getJourneyWeather>
const mockedEmbeddedWeather = takeEmbeddedWeather as jest.MockedFunction<typeof takeEmbeddedWeather>
const mockedSharePayload = sharePayload as jest.MockedFunction<typeof sharePayload>

const sunny = {
  dayIndex: 1,
  date: '2025-04-03',
  city: '东京',
  cityEn: 'Tokyo',
  condition: 'sunny',
  high: 19,
  low: 10,
  source: 'climate-normal',
}

beforeEach(() => {
  mockedGetJourney.mockReset().mockResolvedValue(fixture as never)
  mockedWeather.mockReset().mockResolvedValue(new Map([[1, sunny]]))
  mockedEmbeddedWeather.mockReset().mockReturnValue(undefined)
  mockedSharePayload.mockReset()
  mockedSave.mockReset()
  mockedSessionUser.mockReset().mockResolvedValue(null)
})

describe('the shared journey page', () => {
  it('loads the journey named by its path parameter and shows it', async () => {
    const page = await renderPage(JourneyDetailPage, { path: '/journey/detail/1', params: { id: '1' } })
    expect(mockedGetJourney).toHaveBeenCalledWith('1')
    await waitFor(() => expect(page.text()).toContain('东京五日：浅草晨光到涩谷夜色'))
    expect(page.text()).toContain('第 1 天')
    expect(page.container.querySelectorAll('[data-marker]').length).toBeGreaterThan(1)
  })

  it('sets its own title through the platform', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '5' } })
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '行程详情' })
  })

  it("titles the tab with the journey's own title once it is loaded, in the reader's language", async () => {
    const zh = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() =>
      expect(zh.platform.calls).toContainEqual({ method: 'setTitle', title: '东京五日：浅草晨光到涩谷夜色' }),
    )
    const en = await renderPage(JourneyDetailPage, { params: { id: '1' }, locale: 'en' })
    await waitFor(() =>
      expect(en.platform.calls.filter((c) => c.method === 'setTitle').pop()?.title).toMatch(
        /^Five days in Tokyo/,
      ),
    )
  })

  it('speaks English when the locale is English', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' }, locale: 'en' })
    await waitFor(() => expect(page.text()).toContain('Five days in Tokyo'))
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: 'Journey details' })
  })

  it('a day chip scrolls the page to that day, below the strip, and marks it current', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.container.querySelectorAll('.day-strip__chip').length).toBe(2))
    const second = page.container.querySelectorAll('.day-strip__chip')[1]
    act(() => {
      fireEvent.click(second)
    })
    await waitFor(() =>
      expect(page.platform.calls).toContainEqual({ method: 'scrollTo', text: 'journey-day-2' }),
    )
    expect(second.getAttribute('aria-current')).toBe('true')
    expect(page.container.querySelector('#journey-day-2')).not.toBeNull()
  })

  it("opens the full map of a day from the day's map", async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.container.querySelector('[data-action="open-day-map"]')).not.toBeNull())
    const open = page.container.querySelector('[data-action="open-day-map"]') as Element
    expect(open.getAttribute('aria-label')).toBe('查看第 1 天的地图')
    act(() => {
      fireEvent.click(open)
    })
    await waitFor(() =>
      expect(page.platform.calls.find((c) => c.method === 'push')?.target?.prettyPath).toMatch(
        /^\/map\?(.*&)?journeyId=1&day=1(&|$)/,
      ),
    )
  })

  it('highlights a place on the map when its card is tapped', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.container.querySelector('[data-place-id="2"]')).not.toBeNull())
    act(() => {
      fireEvent.click(page.container.querySelector('[data-place-id="2"]') as Element)
    })
    expect(page.container.querySelector('.day-map__marker--selected')?.textContent).toBe('2')
  })

  it.each([
    ['deleted', '这个行程已被作者删除'],
    ['private', '这个行程仅作者可见'],
    ['missing', '没有找到这个行程'],
  ] as const)('shows a clear page for a %s journey', async (reason, text) => {
    mockedGetJourney.mockRejectedValue(new JourneyUnavailableError(reason))
    const page = await renderPage(JourneyDetailPage, { params: { id: '8' } })
    await waitFor(() => expect(page.text()).toContain(text))
  })

  it('offers a retry after a network failure, and the retry loads the journey', async () => {
    mockedGetJourney.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(fixture as never)
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.text()).toContain('Network Error'))
    act(() => {
      fireEvent.click(page.container.querySelector('.state__retry') as Element)
    })
    await waitFor(() => expect(page.text()).toContain('东京五日'))
    expect(mockedGetJourney).toHaveBeenCalledTimes(2)
  })

  it.each([['abc'], ['0'], ['-4'], ['1e5'], ['']])(
    'shows a clear error for the malformed id %p',
    async (id) => {
      const page = await renderPage(JourneyDetailPage, { params: { id } })
      expect(page.text()).toContain('链接缺少必要的参数：id')
      expect(mockedGetJourney).not.toHaveBeenCalled()
    },
  )

  it("shows each day's weather once it arrives", async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() =>
      expect(page.container.querySelector('[data-day="1"] [data-weather="sunny"]')?.textContent).toContain(
        '晴 10–19°C · 东京',
      ),
    )
    expect(page.container.querySelector('[data-day="2"] [data-weather]')).toBeNull()
  })

  it('shows the weather the document carries with the days, without asking the API', async () => {
    mockedEmbeddedWeather.mockReturnValue(new Map([[1, sunny]]))
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.text()).toContain('东京五日'))
    expect(page.container.querySelector('[data-day="1"] [data-weather="sunny"]')).not.toBeNull()
    expect(mockedEmbeddedWeather).toHaveBeenCalledWith('1')
    expect(mockedWeather).not.toHaveBeenCalled()
  })

  it('shows the journey without weather when the weather fails', async () => {
    mockedWeather.mockRejectedValue(new Error('Network Error'))
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.text()).toContain('东京五日'))
    expect(page.container.querySelector('[data-weather]')).toBeNull()
  })

  it('arms the platform share menu with the journey as soon as it shows', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() =>
      expect(page.platform.calls).toContainEqual({
        method: 'setShareInfo',
        content: expect.objectContaining({
          url: expect.stringMatching(/\/web\/journey\/detail\/1$/),
          miniProgramPath: '/pages/journey/detail/index?id=1',
        }),
      }),
    )
  })

  it('shares the journey through the platform and says so', async () => {
    const payload = {
      title: '东京五日',
      text: 'desc',
      url: 'https://www.trip.example/web/journey/detail/1?source=share&channel=system',
      imageUrl: 'https://www.trip.example/api/v1/media/journey/1.svg',
      miniProgramPath: '/pages/journey/detail/index?id=1',
    }
    mockedSharePayload.mockResolvedValue(payload)
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.container.querySelector('[data-action="share"]')).not.toBeNull())
    act(() => {
      fireEvent.click(page.container.querySelector('[data-action="share"]') as Element)
    })
    await waitFor(() => expect(page.platform.calls).toContainEqual({ method: 'share', content: payload }))
    await waitFor(() => expect(page.platform.calls).toContainEqual({ method: 'toast', message: '已分享' }))
  })

  it("shows WeChat's share guide when the platform asks for it, and a tap dismisses it", async () => {
    mockedSharePayload.mockRejectedValue(new Error('offline'))
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    page.platform.share.share = async () => ({ status: 'guide' })
    await waitFor(() => expect(page.container.querySelector('[data-action="share"]')).not.toBeNull())
    act(() => {
      fireEvent.click(page.container.querySelector('[data-action="share"]') as Element)
    })
    await waitFor(() => expect(page.container.querySelector('[data-guide="share"]')).not.toBeNull())
    act(() => {
      fireEvent.click(page.container.querySelector('[data-guide="share"]') as Element)
    })
    expect(page.container.querySelector('[data-guide="share"]')).toBeNull()
  })

  it('tracks impressions and clicks of the place cards and the share button', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.container.querySelector('[data-place-id="2"]')).not.toBeNull())
    const card = page.container.querySelector('[data-place-id="2"]') as Element
    expect(card.getAttribute('data-track-key')).toBe('journey_place_card')
    expect(card.hasAttribute('data-track-impression')).toBe(true)
    expect(JSON.parse(card.getAttribute('data-track-attrs') ?? '{}')).toMatchObject({ placeId: 2 })
    const share = page.container.querySelector('[data-action="share"]') as Element
    expect(share.getAttribute('data-track-key')).toBe('journey_share')
    expect(share.hasAttribute('data-track-impression')).toBe(false)
  })

  it('saves the journey to the trips of a signed-in traveller, and can take it out again', async () => {
    mockedSessionUser.mockResolvedValue({ id: 4, nickname: 'Mia', role: 'user' } as never)
    mockedSave.mockImplementation(async (_id, saved) => ({ saved, saves: saved ? 1643 : 1642 }))
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.container.querySelector('[data-action="save"]')).not.toBeNull())
    const button = () => page.container.querySelector('[data-action="save"]') as Element
    act(() => {
      fireEvent.click(button())
    })
    await waitFor(() =>
      expect(page.platform.calls).toContainEqual({ method: 'toast', message: '已加入我的行程' }),
    )
    expect(mockedSave).toHaveBeenLastCalledWith(1, true)
    expect(button().textContent).toBe('已收藏')
    act(() => {
      fireEvent.click(button())
    })
    await waitFor(() => expect(mockedSave).toHaveBeenLastCalledWith(1, false))
    await waitFor(() => expect(button().textContent).toBe('收藏'))
  })

  it('asks a visitor to sign in before saving, and saves nothing while they do not', async () => {
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    page.platform.auth.login = async () => ({ kind: 'web' }) as never
    await waitFor(() => expect(page.container.querySelector('[data-action="save"]')).not.toBeNull())
    act(() => {
      fireEvent.click(page.container.querySelector('[data-action="save"]') as Element)
    })
    await waitFor(() => expect(page.container.querySelector('[data-sheet="sign-in"]')).not.toBeNull())
    expect(mockedSave).not.toHaveBeenCalled()
  })

  it('says so when saving fails', async () => {
    mockedSessionUser.mockResolvedValue({ id: 4, nickname: 'Mia', role: 'user' } as never)
    mockedSave.mockRejectedValue(new Error('Network Error'))
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' } })
    await waitFor(() => expect(page.container.querySelector('[data-action="save"]')).not.toBeNull())
    act(() => {
      fireEvent.click(page.container.querySelector('[data-action="save"]') as Element)
    })
    await waitFor(() =>
      expect(page.platform.calls).toContainEqual({ method: 'toast', message: '收藏没有成功，请稍后再试' }),
    )
  })
})
