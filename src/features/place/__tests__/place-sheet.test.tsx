import { act, waitFor } from '@testing-library/react'
import { createAppMaps } from '@/platform/app/device-services'
import type { BridgePort } from '@/platform/app/bridge-port'
import { PlatformError, PLATFORM_ERROR_CODES } from '@/platform'
import { DetailNotFoundError } from '../api/detail-errors'
import { getPlace } from '../api/get-place'
import { PlaceSheet } from '../components/place-sheet'
import { placeCache } from '../hooks/use-place'
import type { PlaceDetail } from '../model'
import fixture from './fixtures/place-2.json'
import { click, renderSheet } from './support/render-sheet'

jest.mock('../api/get-place', () => ({ getPlace: jest.fn() }))
const mockedGetPlace = getPlace as jest.MockedFunction<typeof getPlace>
const place = fixture as PlaceDetail

beforeEach(() => {
  mockedGetPlace.mockReset()
  placeCache.clear()
})

const sheet = (props: Partial<Parameters<typeof PlaceSheet>[0]> = {}) => (
  <PlaceSheet placeId={2} onClose={() => undefined} {...props} />
)

async function openLoaded(options: Parameters<typeof renderSheet>[1] = {}, props = {}) {
  mockedGetPlace.mockResolvedValue(place)
  const view = renderSheet(sheet(props), options)
  await waitFor(() => expect(view.$('.place-sheet__action--primary')).not.toBeNull())
  return view
}

describe('the place sheet', () => {
  it('shows a loading state while the place loads, and no actions yet', () => {
    mockedGetPlace.mockReturnValue(new Promise(() => undefined))
    const view = renderSheet(sheet())
    expect(mockedGetPlace).toHaveBeenCalledWith(2)
    expect(view.$('[role="status"]')?.textContent).toContain('正在加载地点')
    expect(view.$('.place-sheet__action--primary')).toBeNull()
  })

  it('shows every field of the place', async () => {
    const view = await openLoaded()
    const text = view.text()
    expect(view.$('.bottom-sheet__title')?.textContent).toBe('雷门')
    expect(text).toContain('Kaminarimon')
    expect(text).toContain('人文 · 东京')
    expect(view.$('.rating')?.getAttribute('aria-label')).toBe('评分 4.5，满分 5 分')
    expect(view.container.querySelectorAll('.rating__star--full')).toHaveLength(4)
    expect(view.container.querySelectorAll('.rating__star--half')).toHaveLength(1)
    expect(text).toContain('价格：实惠')
    expect(text).toContain('台东区浅草1-2-3')
    expect(text).toContain('全天开放')
    expect(view.$('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+81338420181')
    expect(text).toContain('地标')
    expect(text).toContain('拍照')
    expect(text).toContain('巨大的红灯笼')
    const photos = view.container.querySelectorAll('.place-photos__item')
    expect(photos).toHaveLength(3)
    // Photos near the screen are revealed in a transition, a render after the sheet's.
    await waitFor(() => expect(view.$('.place-photos img[alt="雷门的第 2 张照片"]')).not.toBeNull())
  })

  it('leads with the English name in English and keeps the local name under it', async () => {
    const view = await openLoaded({ locale: 'en' })
    expect(view.$('.bottom-sheet__title')?.textContent).toBe('Kaminarimon')
    expect(view.$('.place-sheet__other-name')?.textContent).toBe('雷门')
    expect(view.$('.rating')?.getAttribute('aria-label')).toBe('Rated 4.5 out of 5')
    expect(view.text()).toContain('Navigate')
    expect(view.text()).toContain('Report a problem')
  })

  it('says so when the place does not exist', async () => {
    mockedGetPlace.mockRejectedValue(new DetailNotFoundError('place'))
    const view = renderSheet(sheet())
    await waitFor(() => expect(view.text()).toContain('没有找到这个地点'))
    expect(view.$('.state__retry')).toBeNull()
    expect(view.$('.place-sheet__action--primary')).toBeNull()
  })

  it('offers a retry after a failure, and the retry shows the place', async () => {
    mockedGetPlace.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(place)
    const view = renderSheet(sheet())
    await waitFor(() => expect(view.text()).toContain('Network Error'))
    click(view.$('.state__retry'))
    await waitFor(() => expect(view.$('.bottom-sheet__title')?.textContent).toBe('雷门'))
    expect(mockedGetPlace).toHaveBeenCalledTimes(2)
  })

  it('reopens a place it has shown at once, without asking the server again', async () => {
    const first = await openLoaded()
    first.unmount()
    const again = renderSheet(sheet())
    expect(again.$('.bottom-sheet__title')?.textContent).toBe('雷门')
    expect(again.$('[role="status"]')).toBeNull()
    expect(mockedGetPlace).toHaveBeenCalledTimes(1)
  })

  it('asks which map app to use where there is a choice, in the reader’s language, and opens that one', async () => {
    const view = await openLoaded({}, {})
    const asked = jest.spyOn(view.platform.ui, 'actionSheet').mockResolvedValue('amap')
    const opened = jest.spyOn(view.platform.maps, 'open')
    click(view.$('.place-sheet__action--primary'))
    await waitFor(() => expect(opened).toHaveBeenCalled())
    expect(asked).toHaveBeenCalledWith({
      title: '选择地图应用',
      actions: [
        { name: '高德地图', value: 'amap' },
        { name: 'Apple 地图', value: 'apple' },
      ],
    })
    expect(opened).toHaveBeenCalledWith(
      { lat: 35.7111, lon: 139.7964, name: '雷门', coordinate: 'wgs84' },
      'amap',
    )
    await waitFor(() => expect(view.platform.calls).toContainEqual({ method: 'openMap', text: 'amap' }))
  })

  it('tells the page which app took over', async () => {
    const onNavigated = jest.fn()
    const view = await openLoaded({}, { onNavigated })
    view.platform.nextChoice.actionSheet = 'apple'
    click(view.$('.place-sheet__action--primary'))
    await waitFor(() => expect(onNavigated).toHaveBeenCalledWith('apple'))
  })

  it('opens nothing when the user dismisses the choice of map apps', async () => {
    const onNavigated = jest.fn()
    const view = await openLoaded({}, { onNavigated })
    view.platform.nextChoice.actionSheet = null
    click(view.$('.place-sheet__action--primary'))
    await waitFor(() =>
      expect(view.platform.calls).toContainEqual({ method: 'actionSheet', message: '选择地图应用' }),
    )
    await act(async () => undefined)
    expect(view.platform.calls.some((c) => c.method === 'openMap')).toBe(false)
    expect(onNavigated).not.toHaveBeenCalled()
  })

  it('in the app, hands the place straight to openMapWithLocation without asking', async () => {
    const received: unknown[] = []
    const bridge = {
      methods: {
        openMapWithLocation: async (args: unknown) => {
          received.push(args)
          return { type: 'amap' }
        },
      },
      on: () => () => undefined,
    } as unknown as BridgePort
    const onNavigated = jest.fn()
    const view = await openLoaded({ platform: { maps: createAppMaps(bridge) } }, { onNavigated })
    const asked = jest.spyOn(view.platform.ui, 'actionSheet')
    click(view.$('.place-sheet__action--primary'))
    await waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]).toEqual({
      lat: 35.7111,
      long: 139.7964,
      name: '雷门',
      coordinate: 'wgs84',
      direction: true,
    })
    expect(asked).not.toHaveBeenCalled()
    await waitFor(() => expect(onNavigated).toHaveBeenCalledWith('amap'))
  })

  it('shows a toast, not a crash, when the map cannot be opened', async () => {
    const view = await openLoaded({
      platform: {
        maps: {
          choices: () => [],
          open: async () => {
            throw new PlatformError(PLATFORM_ERROR_CODES.NOT_SUPPORTED, 'no map')
          },
        },
      },
    })
    click(view.$('.place-sheet__action--primary'))
    await waitFor(() =>
      expect(view.platform.calls).toContainEqual({ method: 'toast', message: '无法打开地图，请稍后再试' }),
    )
    expect(view.$('.place-sheet__action--primary')).not.toBeNull()
  })

  it('tells the traveller when the place has no usable location', async () => {
    mockedGetPlace.mockResolvedValue({ ...place, lat: 123, lon: 500 })
    const view = renderSheet(sheet())
    await waitFor(() => expect(view.$('.place-sheet__action--primary')).not.toBeNull())
    view.platform.nextChoice.actionSheet = 'amap'
    click(view.$('.place-sheet__action--primary'))
    await waitFor(() =>
      expect(view.platform.calls).toContainEqual({ method: 'toast', message: '这个地点没有可用的位置' }),
    )
    expect(view.platform.calls.some((c) => c.method === 'openMap')).toBe(false)
  })

  it('passes the place’s coordinate system on to the map app', async () => {
    mockedGetPlace.mockResolvedValue({ ...place, coordSys: 'gcj02' })
    const view = renderSheet(sheet())
    await waitFor(() => expect(view.$('.place-sheet__action--primary')).not.toBeNull())
    view.platform.nextChoice.actionSheet = 'amap'
    const opened = jest.spyOn(view.platform.maps, 'open')
    click(view.$('.place-sheet__action--primary'))
    await waitFor(() => expect(opened).toHaveBeenCalled())
    expect(opened.mock.calls[0][0].coordinate).toBe('gcj02')
  })

  it('sends "report a problem" to the place feedback form with the place and the journey', async () => {
    const view = await openLoaded({}, { journeyId: 1 })
    click(view.$('.place-sheet__action--secondary'))
    await waitFor(() => expect(view.platform.calls.some((c) => c.method === 'push')).toBe(true))
    const push = view.platform.calls.find((c) => c.method === 'push')
    expect(push?.target?.prettyPath).toMatch(/^\/poi\/feedback\?/)
    const query = new URLSearchParams(push?.target?.prettyPath.split('?')[1])
    expect(query.get('placeId')).toBe('2')
    expect(query.get('journeyId')).toBe('1')
  })

  it('leaves the journey out of the report when the sheet was not opened from one', async () => {
    const view = await openLoaded()
    click(view.$('.place-sheet__action--secondary'))
    await waitFor(() => expect(view.platform.calls.some((c) => c.method === 'push')).toBe(true))
    const push = view.platform.calls.find((c) => c.method === 'push')
    const query = new URLSearchParams(push?.target?.prettyPath.split('?')[1])
    expect(query.get('placeId')).toBe('2')
    expect(query.has('journeyId')).toBe(false)
  })

  it('copies the address through the platform clipboard and says so', async () => {
    const view = await openLoaded()
    click(view.$('.place-sheet__inline-action'))
    await waitFor(() =>
      expect(view.platform.calls).toContainEqual({ method: 'toast', message: '地址已复制' }),
    )
    expect(view.platform.calls).toContainEqual({ method: 'copy', text: '台东区浅草1-2-3' })
  })

  it('marks the sheet for an impression and each button for click tracking', async () => {
    const view = await openLoaded()
    const dialog = view.$('[role="dialog"]')
    expect(dialog?.getAttribute('data-track-key')).toBe('place_sheet')
    expect(dialog?.hasAttribute('data-track-impression')).toBe(true)
    expect(JSON.parse(dialog?.getAttribute('data-track-attrs') ?? '{}')).toEqual({ placeId: 2 })
    expect(view.$('.place-sheet__action--primary')?.getAttribute('data-track-key')).toBe(
      'place_sheet_navigate',
    )
    expect(view.$('.place-sheet__action--secondary')?.getAttribute('data-track-key')).toBe(
      'place_sheet_report',
    )
    expect(view.$('.place-sheet__action--primary')?.hasAttribute('data-track-impression')).toBe(false)
  })
})
