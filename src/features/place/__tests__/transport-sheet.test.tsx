import { waitFor } from '@testing-library/react'
import { DetailNotFoundError } from '../api/detail-errors'
import { getTransport } from '../api/get-transport'
import { TransportSheet } from '../components/transport-sheet'
import { transportCache } from '../hooks/use-transport'
import type { TransportDetail } from '../model'
import fixture from './fixtures/transport-1.json'
import { click, renderSheet } from './support/render-sheet'

jest.mock('../api/get-transport', () => ({ getTransport: jest.fn() }))
const mockedGetTransport = getTransport as jest.MockedFunction<typeof getTransport>
const leg = fixture as TransportDetail

beforeEach(() => {
  mockedGetTransport.mockReset()
  transportCache.clear()
})

const sheet = <TransportSheet transportId={1} onClose={() => undefined} />

describe('the transport sheet', () => {
  it('shows a loading state while the leg loads', () => {
    mockedGetTransport.mockReturnValue(new Promise(() => undefined))
    const view = renderSheet(sheet)
    expect(mockedGetTransport).toHaveBeenCalledWith(1)
    expect(view.$('[role="status"]')?.textContent).toContain('正在加载交通信息')
  })

  it('shows the mode, the service, both ends with times, duration, distance, fare and note', async () => {
    mockedGetTransport.mockResolvedValue(leg)
    const view = renderSheet(sheet)
    await waitFor(() => expect(view.$('.transport-sheet__mode')).not.toBeNull())
    const text = view.text()
    expect(view.$('.bottom-sheet__title')?.textContent).toBe('交通详情')
    expect(view.$('.transport-sheet__mode-label')?.textContent).toBe('地铁')
    expect(view.$('.transport-sheet__icon')?.getAttribute('aria-hidden')).toBe('true')
    expect(text).toContain('班次：京急线·都营浅草线直通')
    const ends = Array.from(view.container.querySelectorAll('.transport-sheet__end')).map(
      (e) => e.textContent,
    )
    expect(ends).toEqual(['09:30出发 羽田机场', '10:10到达 雷门'])
    expect(text).toContain('40 分钟')
    expect(text).toContain('22 公里')
    expect(text).toContain('JP¥530')
    expect(text).not.toContain('JPY')
    expect(text).toContain('A4 出口')
    expect(view.text()).toContain('导航到出发地')
  })

  it('names the ends in English for English readers', async () => {
    mockedGetTransport.mockResolvedValue(leg)
    const view = renderSheet(sheet, { locale: 'en' })
    await waitFor(() => expect(view.$('.transport-sheet__mode')).not.toBeNull())
    expect(view.$('.transport-sheet__mode-label')?.textContent).toBe('Subway')
    expect(view.text()).toContain('Haneda Airport')
    expect(view.text()).toContain('Navigate to the departure point')
  })

  it('dates a time that falls on another day than the other end', async () => {
    mockedGetTransport.mockResolvedValue({ ...leg, mode: 'flight', arriveAt: '2025-04-04T01:10:00' })
    const view = renderSheet(sheet)
    await waitFor(() => expect(view.$('.transport-sheet__mode')).not.toBeNull())
    const times = Array.from(view.container.querySelectorAll('.transport-sheet__time')).map(
      (e) => e.textContent,
    )
    expect(times).toEqual(['4月3日 09:30', '4月4日 01:10'])
    expect(view.$('.transport-sheet__mode-label')?.textContent).toBe('航班')
  })

  it('leaves out the fare and the note when there are none', async () => {
    mockedGetTransport.mockResolvedValue({ ...leg, price: null, note: null })
    const view = renderSheet(sheet)
    await waitFor(() => expect(view.$('.transport-sheet__mode')).not.toBeNull())
    expect(view.text()).not.toContain('票价')
    expect(view.text()).not.toContain('备注')
  })

  it('says so when the leg does not exist', async () => {
    mockedGetTransport.mockRejectedValue(new DetailNotFoundError('transport leg'))
    const view = renderSheet(sheet)
    await waitFor(() => expect(view.text()).toContain('没有找到这段交通'))
    expect(view.$('.place-sheet__action--primary')).toBeNull()
  })

  it('offers a retry after a failure, and the retry shows the leg', async () => {
    mockedGetTransport.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(leg)
    const view = renderSheet(sheet)
    await waitFor(() => expect(view.text()).toContain('Network Error'))
    click(view.$('.state__retry'))
    await waitFor(() => expect(view.$('.transport-sheet__mode')).not.toBeNull())
    expect(mockedGetTransport).toHaveBeenCalledTimes(2)
  })

  it('navigates to the departure point with the chosen map app', async () => {
    mockedGetTransport.mockResolvedValue(leg)
    const view = renderSheet(sheet)
    await waitFor(() => expect(view.$('.place-sheet__action--primary')).not.toBeNull())
    view.platform.nextChoice.actionSheet = 'apple'
    const opened = jest.spyOn(view.platform.maps, 'open')
    click(view.$('.place-sheet__action--primary'))
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        { lat: 35.5494, lon: 139.7798, name: '羽田机场', coordinate: 'wgs84' },
        'apple',
      ),
    )
    expect(view.$('.place-sheet__action--primary')?.getAttribute('data-track-key')).toBe(
      'transport_sheet_navigate',
    )
  })

  it('offers no navigation when the departure point is unknown', async () => {
    mockedGetTransport.mockResolvedValue({ ...leg, from: null })
    const view = renderSheet(sheet)
    await waitFor(() => expect(view.$('.transport-sheet__mode')).not.toBeNull())
    expect(view.text()).toContain('羽田机场')
    expect(view.$('.place-sheet__action--primary')).toBeNull()
  })

  it('marks the sheet for an impression', async () => {
    mockedGetTransport.mockResolvedValue(leg)
    const view = renderSheet(sheet)
    await waitFor(() => expect(view.$('.transport-sheet__mode')).not.toBeNull())
    const dialog = view.$('[role="dialog"]')
    expect(dialog?.getAttribute('data-track-key')).toBe('transport_sheet')
    expect(dialog?.hasAttribute('data-track-impression')).toBe(true)
  })
})
