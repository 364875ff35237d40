import { act, waitFor } from '@testing-library/react'
import { toWgs84 } from '@/components/map-canvas'
import { signInService, storedUser } from '@/features/sign-in/api/sign-in-service'
import { ServerError } from '@/services/http'
import { api } from '@/services/site-client'
import type { CheckinRecord, CustomRecord, Region } from '@types-shared/api/checkin'
import ClockInRecordsPage from '../index'
import { renderPage, type RenderedPage } from '../../../../../../tests/jest/render-page'

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
const mockedService = signInService as jest.MockedFunction<typeof signInService>

const region = (
  code: string,
  level: string,
  name: string,
  nameEn: string,
  at?: [number, number],
): Region => ({
  code,
  level,
  name,
  nameEn,
  parentCode: null,
  lat: at?.[0] ?? null,
  lon: at?.[1] ?? null,
})
const lit = (id: number, r: Region, source = 'manual'): CheckinRecord => ({
  id,
  region: r,
  source,
  note: null,
  photos: [],
  completed: false,
  syncedAt: null,
  createdAt: '2025-04-03T08:00:00.000Z',
})
const CHENGDU = region('510100', 'city', '成都市', 'Chengdu', [30.66, 104.07])
const RECORDS: CheckinRecord[] = [
  lit(1, CHENGDU, 'location'),
  lit(2, region('350200', 'city', '厦门市', 'Xiamen')),
  lit(3, region('510000', 'province', '四川省', 'Sichuan')),
  lit(4, region('JP', 'country', '日本', 'Japan'), 'journey'),
  lit(5, region('CN', 'country', '中国', 'China')),
]
const CUSTOM: CustomRecord[] = [
  {
    id: 21,
    name: '外婆家',
    lat: 30.66,
    lon: 104.07,
    regionCode: '510100',
    note: '院子里的桂花树',
    visitedOn: '2019-10-01',
    photos: [],
    createdAt: '2025-05-01T00:00:00.000Z',
  },
]
const ME = { id: 9, nickname: '旅行者0009' }

let records: CheckinRecord[]
beforeEach(() => {
  records = [...RECORDS]
  mockedStored.mockReset().mockResolvedValue(ME as never)
  mockedService.mockReturnValue({} as never)
  mockedApi.mockReset().mockImplementation(async (name: string, params?: Record<string, unknown>) => {
    switch (name) {
      case 'getRecords':
        return records
      case 'getCustomRecords':
        return CUSTOM
      case 'getCheckinStatus':
        return { joined: true, nickname: '城市收集者', countries: 2, provinces: 1, cities: 2 }
      case 'searchRecords': {
        const keyword = String(params?.keyword)
        return records.filter(
          (r) =>
            r.region.name.includes(keyword) || r.region.nameEn.toLowerCase().includes(keyword.toLowerCase()),
        )
      }
      case 'deleteRecord':
      case 'deleteCustomRecord':
        return { removed: 1 }
      case 'createCustomRecord':
        return {
          id: 22,
          regionCode: '510100',
          note: null,
          visitedOn: null,
          photos: [],
          createdAt: '2026-11-25T00:00:00.000Z',
          ...params,
        }
      case 'searchRegions':
        return [CHENGDU]
      default:
        throw new Error(`unexpected ${name}`)
    }
  })
})

const callsOf = (name: string) => mockedApi.mock.calls.filter(([n]) => n === name)
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

function driver(page: RenderedPage) {
  const $ = (selector: string) => page.container.querySelector(selector)
  const $$ = (selector: string) => Array.from(page.container.querySelectorAll(selector))
  const find = (selector: string) =>
    waitFor(() => {
      const el = $(selector)
      if (!el) throw new Error(`nothing matches ${selector}\n${page.text()}`)
      return el
    })
  return {
    $,
    $$,
    async click(selector: string) {
      const el = await find(selector)
      await act(async () => {
        el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
        await settle()
      })
    },
    async type(selector: string, text: string) {
      const el = (await find(selector)) as HTMLInputElement
      await act(async () => {
        el.value = text
        el.dispatchEvent(new Event('input', { bubbles: true }))
        await settle()
      })
    },
    /** The names of the lit rows, list by list, as the reader sees them. */
    groups: () =>
      $$('[data-level]').map((g) => [
        g.getAttribute('data-level'),
        Array.from(g.querySelectorAll('.records-row__name')).map((n) => n.textContent),
      ]),
  }
}

const open = async (locale: 'zh-CN' | 'en' = 'zh-CN') => {
  const page = await renderPage(ClockInRecordsPage, { path: '/activity-clock-in/records', locale })
  return { page, d: driver(page) }
}
const loaded = (page: RenderedPage) =>
  waitFor(() => expect(page.container.querySelector('[data-section="lit"]')).not.toBeNull())

describe('the check-in records page', () => {
  it('lists lit places by level, countries first, with how and when each was lit', async () => {
    const { page, d } = await open()
    await loaded(page)
    expect(d.groups()).toEqual([
      ['country', ['日本', '中国']],
      ['province', ['四川省']],
      ['city', ['成都市', '厦门市']],
    ])
    expect(page.text()).toContain('国家（2）')
    expect(page.text()).toContain('已点亮 2 个国家、1 个省份、2 个城市')
    const chengdu = d.$('[data-record="1"]')!
    expect(chengdu.getAttribute('role')).toBe('listitem')
    expect(chengdu.textContent).toContain('定位点亮')
    expect(chengdu.textContent).toContain('2025年4月3日 点亮')
    expect(chengdu.getAttribute('data-track-key')).toBe('clockin_records_row')
    expect(chengdu.hasAttribute('data-track-impression')).toBe(true)
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '我的点亮记录' })
  })

  it('shows the English names to an English reader', async () => {
    const { page, d } = await open('en')
    await loaded(page)
    expect(d.groups()).toEqual([
      ['country', ['Japan', 'China']],
      ['province', ['Sichuan']],
      ['city', ['Chengdu', 'Xiamen']],
    ])
    expect(d.$('[data-record="4"]')?.textContent).toContain('From a journey')
    expect(d.$('[data-record="1"] [data-action="delete-record"]')?.getAttribute('aria-label')).toBe(
      'Delete Chengdu',
    )
  })

  it('narrows the list to what the search finds by Chinese or English name, once typing rests', async () => {
    const { page, d } = await open()
    await loaded(page)
    expect(d.$('input[aria-label="搜索已点亮的地方"]')).not.toBeNull()
    await d.type('[role="search"] input', 'chengdu')
    await waitFor(() => expect(d.groups()).toEqual([['city', ['成都市']]]))
    expect(callsOf('searchRecords')).toEqual([['searchRecords', { keyword: 'chengdu' }]])
    await d.type('[role="search"] input', '厦门')
    await waitFor(() => expect(d.groups()).toEqual([['city', ['厦门市']]]))
  })

  it('says when no lit place matches, and clearing the search brings the whole list back', async () => {
    const { page, d } = await open()
    await loaded(page)
    await d.type('[role="search"] input', '拉萨')
    await waitFor(() => expect(page.text()).toContain('已点亮的地方里没有“拉萨”'))
    expect(d.groups()).toEqual([])
    await d.click('[data-action="clear-search"]')
    expect(d.groups()).toHaveLength(3)
  })

  it('asks before deleting a lit place, and keeps it when the traveller cancels', async () => {
    const { page, d } = await open()
    await loaded(page)
    page.platform.nextChoice.alert = 0
    await d.click('[data-record="2"] [data-action="delete-record"]')
    expect(page.platform.calls).toContainEqual({ method: 'alert', message: '删除“厦门市”的点亮记录？' })
    expect(callsOf('deleteRecord')).toEqual([])
    expect(d.$('[data-record="2"]')).not.toBeNull()
  })

  it('deletes a lit place on confirm and takes it off the list', async () => {
    const { page, d } = await open()
    await loaded(page)
    page.platform.nextChoice.alert = 1
    await d.click('[data-record="2"] [data-action="delete-record"]')
    await waitFor(() => expect(d.$('[data-record="2"]')).toBeNull())
    expect(callsOf('deleteRecord')).toEqual([['deleteRecord', { id: 2 }]])
    expect(page.platform.calls).toContainEqual({ method: 'toast', message: '已删除' })
    expect(d.groups()).toEqual([
      ['country', ['日本', '中国']],
      ['province', ['四川省']],
      ['city', ['成都市']],
    ])
  })

  it('asks before deleting a custom place: cancel keeps it, confirm removes it', async () => {
    const { page, d } = await open()
    await loaded(page)
    await d.click('[data-tab="custom"]')
    await waitFor(() => expect(d.$('[data-custom-record="21"]')).not.toBeNull())
    expect(d.$('[data-custom-record="21"]')?.textContent).toContain('2019年10月1日 到访')
    page.platform.nextChoice.alert = 0
    await d.click('[data-custom-record="21"] [data-action="delete-custom"]')
    expect(page.platform.calls).toContainEqual({ method: 'alert', message: '删除地点“外婆家”？' })
    expect(callsOf('deleteCustomRecord')).toEqual([])
    expect(d.$('[data-custom-record="21"]')).not.toBeNull()
    page.platform.nextChoice.alert = 1
    await d.click('[data-custom-record="21"] [data-action="delete-custom"]')
    await waitFor(() => expect(d.$('[data-custom-record="21"]')).toBeNull())
    expect(callsOf('deleteCustomRecord')).toEqual([['deleteCustomRecord', { id: 21 }]])
    expect(page.text()).toContain('还没有自己的地点')
  })

  it('checks a custom place before saving it, and posts the point converted from GCJ-02 to WGS-84', async () => {
    const { page, d } = await open()
    await loaded(page)
    await d.click('[data-tab="custom"]')
    await d.click('[data-action="add-custom"]')
    await d.click('[data-action="save-custom"]')
    expect(d.$('[data-error="name"]')?.textContent).toBe('请填写地点名称')
    expect(d.$('[data-error="point"]')?.textContent).toBe('请选择位置：使用你的位置，或搜索一个地区')
    expect(callsOf('createCustomRecord')).toEqual([])

    await d.type('input[aria-label="名称"]', '  外婆家的院子 ')
    const gcj = { lat: 30.65984, lon: 104.06355 }
    page.platform.location.getCurrentPosition = async () => ({ ...gcj, coordinate: 'gcj02' })
    await d.click('[data-action="use-location"]')
    await waitFor(() => expect(d.$('[data-point="location"]')).not.toBeNull())
    await d.click('[data-action="save-custom"]')
    await waitFor(() => expect(callsOf('createCustomRecord')).toHaveLength(1))

    const body = callsOf('createCustomRecord')[0][1] as { name: string; lat: number; lon: number }
    const [lat, lon] = toWgs84(gcj.lat, gcj.lon, 'gcj02')
    expect(body.name).toBe('外婆家的院子')
    expect(body.lat).toBeCloseTo(lat, 9)
    expect(body.lon).toBeCloseTo(lon, 9)
    // Chengdu's GCJ-02 offset is a few hundred metres: the numbers sent are not the ones measured.
    expect(Math.abs(body.lon - gcj.lon)).toBeGreaterThan(0.001)
    expect(Object.keys(body).sort()).toEqual(['lat', 'lon', 'name'])
    await waitFor(() => expect(d.$('[data-custom-record="22"]')).not.toBeNull())
    expect(d.$('[data-form="custom-record"]')).toBeNull()
    // The place lit its region: the lit list is loaded again.
    expect(callsOf('getRecords').length).toBeGreaterThanOrEqual(2)
  })

  it("takes a region's centre as the point of a custom place", async () => {
    const { page, d } = await open()
    await loaded(page)
    await d.click('[data-tab="custom"]')
    await d.click('[data-action="add-custom"]')
    await d.type('input[aria-label="名称"]', '春熙路')
    await d.type('input[aria-label="或者搜索一个地区"]', '成都')
    await d.click('[data-action="pick-region"][data-region="510100"]')
    expect(d.$('[data-point="region"]')?.textContent).toBe('成都市 的中心')
    await d.click('[data-action="save-custom"]')
    await waitFor(() => expect(callsOf('createCustomRecord')).toHaveLength(1))
    expect(callsOf('createCustomRecord')[0][1]).toEqual({ name: '春熙路', lat: 30.66, lon: 104.07 })
  })

  it('asks a visitor to sign in and loads nobody’s records', async () => {
    mockedStored.mockResolvedValue(null)
    const { page, d } = await open()
    await waitFor(() => expect(page.text()).toContain('登录后就能看到你的点亮记录'))
    const button = d.$('[data-action="sign-in"]')!
    expect(button.textContent).toBe('登录')
    expect(button.getAttribute('data-track-key')).toBe('clockin_records_sign_in')
    expect(mockedApi).not.toHaveBeenCalled()
    page.platform.auth.login = async () => ({ kind: 'web' })
    await d.click('[data-action="sign-in"]')
    await waitFor(() => expect(d.$('[data-sheet="sign-in"]')).not.toBeNull())
  })

  it('asks to sign in again when the server refuses the session', async () => {
    mockedApi.mockRejectedValue(new ServerError(401, 40100, 'login required'))
    const { page } = await open()
    await waitFor(() => expect(page.text()).toContain('登录后就能看到你的点亮记录'))
  })

  it('shows the error with a retry that loads the records again', async () => {
    const real = mockedApi.getMockImplementation()!
    let failures = 1
    mockedApi.mockImplementation(async (name: string, params?: unknown) => {
      if (name === 'getRecords' && failures-- > 0) throw new Error('Network Error')
      return real(name, params)
    })
    const { page, d } = await open()
    await waitFor(() => expect(page.text()).toContain('Network Error'))
    expect(d.$('[data-section="lit"]')).toBeNull()
    await d.click('.state__retry')
    await loaded(page)
    expect(callsOf('getRecords')).toHaveLength(2)
  })

  it('offers the lighting map when nothing is lit yet', async () => {
    records = []
    const { page, d } = await open()
    await waitFor(() => expect(page.text()).toContain('还没有点亮任何地方，去地图上点亮第一个吧。'))
    const link = d.$('a[data-route="clockInMap"]')!
    expect(link.textContent).toBe('去点亮')
    await d.click('a[data-route="clockInMap"]')
    expect(page.platform.calls.find((c) => c.method === 'push')?.target?.prettyPath).toMatch(
      /^\/activity-clock-in\/map\/index(\?|$)/,
    )
  })

  it('edits the nickname in place, refusing an empty one', async () => {
    const { page, d } = await open()
    await waitFor(() => expect(d.$('[data-section="nickname"]')?.textContent).toContain('城市收集者'))
    await d.click('[data-section="nickname"] [data-action="edit"]')
    await d.type('input[aria-label="昵称"]', '   ')
    await d.click('[data-section="nickname"] [data-action="save"]')
    expect(d.$('[data-section="nickname"] [role="alert"]')?.textContent).toBe('请填写昵称')
    expect(callsOf('updateCheckinNickname')).toEqual([])
    const real = mockedApi.getMockImplementation()!
    mockedApi.mockImplementation(async (name: string, params?: { nickname?: string }) =>
      name === 'updateCheckinNickname' ? { nickname: params?.nickname } : real(name, params),
    )
    await d.type('input[aria-label="昵称"]', ' 山海旅人 ')
    await d.click('[data-section="nickname"] [data-action="save"]')
    await waitFor(() => expect(d.$('input[aria-label="昵称"]')).toBeNull())
    expect(callsOf('updateCheckinNickname')).toEqual([['updateCheckinNickname', { nickname: '山海旅人' }]])
    expect(d.$('[data-section="nickname"]')?.textContent).toContain('山海旅人')
    expect(page.text()).not.toContain('城市收集者')
  })
})
