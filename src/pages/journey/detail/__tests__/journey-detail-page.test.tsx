import { act, fireEvent, waitFor } from '@testing-library/react'
import fixture from '@/features/journey/__tests__/fixtures/journey-1.json'
import { getJourney, JourneyUnavailableError } from '@/features/journey/api/get-journey'
import JourneyDetailPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'

jest.mock('@/features/journey/api/get-journey', () => {
  const actual = jest.requireActual('@/features/journey/api/get-journey')
  return { ...actual, getJourney: jest.fn() }
})
const mockedGetJourney = getJourney as jest.MockedFunction<typeof getJourney>

beforeEach(() => mockedGetJourney.mockReset())

describe('the shared journey page', () => {
  it('loads the journey named by its path parameter and shows it', async () => {
    mockedGetJourney.mockResolvedValue(fixture as never)
    const page = await renderPage(JourneyDetailPage, { path: '/journey/detail/1', params: { id: '1' } })
    expect(mockedGetJourney).toHaveBeenCalledWith('1')
    await waitFor(() => expect(page.text()).toContain('东京五日：浅草晨光到涩谷夜色'))
    expect(page.text()).toContain('第 1 天')
    expect(page.container.querySelectorAll('[data-marker]').length).toBeGreaterThan(1)
  })

  it('sets its own title through the platform', async () => {
    mockedGetJourney.mockResolvedValue(fixture as never)
    const page = await renderPage(JourneyDetailPage, { params: { id: '5' } })
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '行程详情' })
  })

  it('speaks English when the locale is English', async () => {
    mockedGetJourney.mockResolvedValue(fixture as never)
    const page = await renderPage(JourneyDetailPage, { params: { id: '1' }, locale: 'en' })
    await waitFor(() => expect(page.text()).toContain('Five days in Tokyo'))
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: 'Journey details' })
  })

  it('highlights a place on the map when its card is tapped', async () => {
    mockedGetJourney.mockResolvedValue(fixture as never)
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
})
