import { act, fireEvent, waitFor } from '@testing-library/react'
import { API_CODES } from '@types-shared/api/codes'
import { BusinessError, ClientError } from '@/services/http'
import { getTravelApi } from '@/services/site-client'
import MapPage from '../index'
import { renderPage } from '../../../../tests/jest/render-page'
import { JOURNEY, PLACE_12, ROUTE_DAY_1 } from './fixtures'

jest.mock('@/services/site-client', () => {
  const actual = jest.requireActual('@/services/site-client')
  const { callApi } = jest.requireActual('@/services/http/call-api')
  const travelApi = jest.fn()
  return { ...actual, getTravelApi: travelApi, api: (...args: unknown[]) => callApi(travelApi(), ...args) }
})
const get = jest.fn()
;(getTravelApi as jest.Mock).mockReturnValue({ get })

/** Answers like the server: journey 1 (days 1 and 2), the route of day 1, place 12. */
function serveDemo() {
  get.mockImplementation(async (path: string, query: Record<string, string>) => {
    if (path === '/web/journey/detail' && query.id === '1') return JOURNEY
    if (path === '/web/route' && query.day === '1') return ROUTE_DAY_1
    if (path === '/web/poi/detail' && query.id === '12') return PLACE_12
    throw new BusinessError(API_CODES.NOT_FOUND, 'not found')
  })
}

const markers = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-marker]')].map((m) => m.getAttribute('data-marker'))
const card = (container: HTMLElement) => container.querySelector('[data-stop-card]')?.textContent ?? ''
const click = (element: Element | null) =>
  act(() => {
    fireEvent.click(element as Element)
  })

beforeEach(() => {
  get.mockReset()
  serveDemo()
})

describe('the full-screen map page', () => {
  it("draws a journey day's places as numbered markers and asks for that day's route", async () => {
    const page = await renderPage(MapPage, { path: '/map', params: { journeyId: '1', day: '1' } })
    await waitFor(() => expect(markers(page.container)).toEqual(['1', '2', '3']))
    expect(get).toHaveBeenCalledWith('/web/journey/detail', { id: '1' })
    expect(get).toHaveBeenCalledWith('/web/route', { journeyId: '1', day: '1' })
    expect(page.text()).toContain('东京两日 · 第 1 天')
    // The first stop is selected, with the day's totals from the route.
    expect(card(page.container)).toContain('雷门')
    expect(card(page.container)).toContain('全程 2.4 公里 · 约 35 分钟')
    expect(page.container.querySelector('.full-map__base img, .full-map__base')).not.toBeNull()
  })

  it('labels each marker with its stop for screen readers', async () => {
    const page = await renderPage(MapPage, { params: { journeyId: '1', day: '1' } })
    await waitFor(() => expect(markers(page.container)).toHaveLength(3))
    const labels = [...page.container.querySelectorAll('[data-marker]')].map((m) =>
      m.getAttribute('aria-label'),
    )
    expect(labels).toEqual(['第 1 站：雷门', '第 2 站：浅草寺', '第 3 站：东京晴空塔'])
  })

  it('selects the stop whose marker is tapped, and steps to the next one', async () => {
    const page = await renderPage(MapPage, { params: { journeyId: '1', day: '1' } })
    await waitFor(() => expect(markers(page.container)).toHaveLength(3))
    click(page.container.querySelector('[data-marker="2"]'))
    expect(card(page.container)).toContain('浅草寺')
    expect(page.container.querySelector('.full-map__marker--selected')?.getAttribute('data-marker')).toBe('2')
    click(page.container.querySelector('[aria-label="下一站"]'))
    expect(card(page.container)).toContain('东京晴空塔')
  })

  it('navigates with the map app the traveller picks, to the selected stop', async () => {
    const page = await renderPage(MapPage, { params: { journeyId: '1', day: '1' } })
    await waitFor(() => expect(markers(page.container)).toHaveLength(3))
    page.platform.nextChoice.actionSheet = 'amap'
    click(page.container.querySelector('[data-marker="3"]'))
    click(page.container.querySelector('.stop-card__navigate'))
    await waitFor(() => expect(page.platform.calls).toContainEqual({ method: 'openMap', text: 'amap' }))
    expect(page.platform.calls).toContainEqual({ method: 'actionSheet', message: '选择地图应用' })
  })

  it('shows one place from its id, with its address', async () => {
    const page = await renderPage(MapPage, { params: { placeId: '12' } })
    await waitFor(() => expect(markers(page.container)).toEqual(['pin']))
    expect(get).toHaveBeenCalledWith('/web/poi/detail', { id: '12' })
    expect(card(page.container)).toContain('浅草寺')
    expect(card(page.container)).toContain('东京都台东区浅草 2-3-1')
  })

  it('shows a point from the query without asking the server', async () => {
    const page = await renderPage(MapPage, {
      params: { lat: '31.2304', lon: '121.4737', name: '外滩', coord: 'gcj02' },
    })
    await waitFor(() => expect(markers(page.container)).toEqual(['pin']))
    expect(get).not.toHaveBeenCalled()
    expect(card(page.container)).toContain('外滩')
    expect(page.container.querySelector('[data-marker="pin"]')?.getAttribute('aria-label')).toBe('地点：外滩')
  })

  it.each([
    [{}, '地图链接缺少参数'],
    [{ journeyId: '1', day: '0' }, '天数不正确'],
    [{ placeId: 'abc' }, '地点编号不正确'],
    [{ lat: '95', lon: '10' }, '纬度不正确'],
    [{ lat: '10', lon: '10', coord: 'utm' }, '坐标系不认识'],
  ])('refuses the query %j with a clear error and loads nothing', async (params, message) => {
    const page = await renderPage(MapPage, { params: params as Record<string, string> })
    expect(page.text()).toContain(message)
    expect(page.container.querySelector('[role="alert"]')).not.toBeNull()
    expect(get).not.toHaveBeenCalled()
    expect(markers(page.container)).toEqual([])
  })

  it('says so when the day has no places', async () => {
    const page = await renderPage(MapPage, { params: { journeyId: '1', day: '2' } })
    await waitFor(() => expect(page.text()).toContain('这一天还没有安排地点'))
    expect(markers(page.container)).toEqual([])
  })

  it.each([
    [{ journeyId: '9', day: '1' }, '没有找到这个行程'],
    [{ journeyId: '1', day: '5' }, '这个行程没有这一天'],
    [{ placeId: '99' }, '没有找到这个地点'],
  ])('explains what is missing for %j', async (params, message) => {
    const page = await renderPage(MapPage, { params })
    await waitFor(() => expect(page.text()).toContain(message))
  })

  it('offers a retry after a network failure, and the retry draws the map', async () => {
    get.mockRejectedValueOnce(new ClientError('ERR_NETWORK' as never, 'Network Error'))
    const page = await renderPage(MapPage, { params: { placeId: '12' } })
    await waitFor(() => expect(page.container.querySelector('.state__retry')).not.toBeNull())
    click(page.container.querySelector('.state__retry'))
    await waitFor(() => expect(markers(page.container)).toEqual(['pin']))
  })

  it('speaks English, with English place names, when the locale is English', async () => {
    const page = await renderPage(MapPage, { params: { journeyId: '1', day: '1' }, locale: 'en' })
    await waitFor(() => expect(page.text()).toContain('Two days in Tokyo · Day 1'))
    expect(card(page.container)).toContain('Kaminarimon')
    expect(page.text()).toContain('Navigate with…')
  })
})
