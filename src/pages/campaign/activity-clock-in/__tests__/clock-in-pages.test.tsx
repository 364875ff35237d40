import { act, waitFor } from '@testing-library/react'
import { storedUser } from '@/features/sign-in/api/sign-in-service'
import { api } from '@/services/site-client'
import { resetRegionTableForTests } from '@/features/checkin/api/checkin-api'
import type { Region } from '@types-shared/api/checkin'
import ClockInPage from '../index/index'
import ClockInMapPage from '../map/index/index'
import ClockInResultPage from '../result/index'
import { renderPage, type RenderedPage } from '../../../../../tests/jest/render-page'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
jest.mock('@/features/sign-in/api/sign-in-service', () => ({
  signInService: jest.fn(),
  storedUser: jest.fn(),
  forgetSession: jest.fn(async () => undefined),
}))
const square = (lon: number, lat: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lon, lat],
      [lon + 3, lat],
      [lon + 3, lat + 3],
      [lon, lat + 3],
    ] as [number, number][],
  ],
})
jest.mock('@/features/checkin/regions', () => ({
  loadProvinceShapes: async () =>
    new Map([
      ['510000', square(102, 28)],
      ['440000', square(112, 22)],
    ]),
  loadCityShapes: async () => new Map([['510100', square(103, 30)]]),
  loadCountryShapes: async () =>
    new Map([
      ['CN', square(100, 25)],
      ['JP', square(135, 34)],
    ]),
}))

const mockedApi = api as unknown as jest.Mock
const mockedStored = storedUser as jest.MockedFunction<typeof storedUser>

const region = (
  code: string,
  level: string,
  name: string,
  nameEn: string,
  parentCode: string | null,
): Region => ({
  code,
  level,
  name,
  nameEn,
  parentCode,
  lat: 30,
  lon: 104,
})
const TABLE = [
  region('CN', 'country', '中国', 'China', null),
  region('JP', 'country', '日本', 'Japan', null),
  region('510000', 'province', '四川省', 'Sichuan', 'CN'),
  region('510100', 'city', '成都市', 'Chengdu', '510000'),
  region('440000', 'province', '广东省', 'Guangdong', 'CN'),
  region('440300', 'city', '深圳市', 'Shenzhen', '440000'),
]
const ME = { id: 9, nickname: '旅行者0009' }

let lit: string[]
let failing: Set<string>
beforeEach(() => {
  resetRegionTableForTests()
  lit = ['510100', '510000', 'CN']
  failing = new Set()
  mockedStored.mockReset().mockResolvedValue(ME as never)
  mockedApi.mockReset().mockImplementation(async (name: string, params?: Record<string, unknown>) => {
    if (failing.has(name)) throw new Error('网络不给力')
    switch (name) {
      case 'getRegions':
        return TABLE
      case 'getRecords':
        return lit.map((code) => ({ region: { code } }))
      case 'getStats':
        return { rank: 2, participants: 12, beatPercent: 75 }
      case 'getParticipants':
        return { participants: 12 }
      case 'getCheckinStatus':
        return { suggestions: [TABLE[1]], unsynced: 0 }
      case 'getRecommendedPlaces':
        return []
      case 'getChoiceStats':
        return { peopleLit: 5, childrenTotal: 1, childrenLitByMe: 0 }
      case 'lightUpMany':
        return { added: 1, records: (params?.codes as string[]).map((code) => ({ region: { code } })) }
      case 'cancelLighting':
        return { removed: 1 }
      case 'getSharedMap':
        return {
          nickname: '小林',
          codes: ['JP'],
          countries: 1,
          provinces: 0,
          cities: 0,
          chinaProvinceShare: 0,
          chinaCityShare: 0,
          worldShare: 0,
        }
      default:
        throw new Error(`unexpected ${name}`)
    }
  })
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
async function until(page: RenderedPage, selector: string) {
  return waitFor(() => {
    const el = page.container.querySelector(selector)
    if (!el) throw new Error(`nothing matches ${selector}\n${page.text()}`)
    return el as HTMLElement
  })
}
async function click(page: RenderedPage, selector: string) {
  const el = await until(page, selector)
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await settle()
  })
}
const value = (page: RenderedPage, kind: string) =>
  page.container.querySelector(`[data-count="${kind}"] .lit-counts__value`)?.textContent

describe('the check-in home', () => {
  test('shows my counts out of their totals, my rank and the people taking part', async () => {
    const page = await renderPage(ClockInPage)
    await until(page, '.lit-map[data-view="china"]')
    expect([value(page, 'countries'), value(page, 'provinces'), value(page, 'cities')]).toEqual([
      '1',
      '1',
      '1',
    ])
    expect(page.text()).toContain('/ 2')
    expect(page.text()).toContain('12 人正在收集')
    expect(page.text()).toContain('第 2 名')
    expect(page.text()).toContain('日本')
  })

  test('a visitor sees the map and counts and is asked to sign in, and nobody’s records load', async () => {
    mockedStored.mockResolvedValue(null)
    const page = await renderPage(ClockInPage)
    await until(page, '.lit-map')
    expect(page.container.querySelector('[data-action="sign-in"]')).not.toBeNull()
    expect(value(page, 'cities')).toBe('0')
    expect(mockedApi.mock.calls.map(([n]) => n)).not.toContain('getRecords')
  })

  test('a failed load shows the error, and retry loads again', async () => {
    failing.add('getRegions')
    const page = await renderPage(ClockInPage)
    await until(page, '.state--error')
    failing.clear()
    await click(page, '.state--error button')
    await until(page, '.lit-map')
  })

  test('speaks English to an English reader', async () => {
    const page = await renderPage(ClockInPage, { locale: 'en' })
    await until(page, '.lit-map')
    expect(page.text()).toContain('Cities')
    expect(page.text()).toContain('Travellers collecting: 12')
  })

  test("opened from someone's share, it shows their map, not mine", async () => {
    const page = await renderPage(ClockInPage, { params: { from: '31' } })
    await until(page, '[data-action="light-my-own"]')
    expect(page.text()).toContain('小林 的点亮地图')
    expect(mockedApi).toHaveBeenCalledWith('getSharedMap', { from: 31 })
  })
})

describe('the lighting page', () => {
  test('a chosen province opens its cities, and a city lights with its count at once', async () => {
    lit = []
    const page = await renderPage(ClockInMapPage)
    await click(page, '.lit-map [data-region="510000"]')
    await click(page, '[data-action="open-cities"]')
    await until(page, '.lit-map[data-view="province"]')
    await click(page, '.lit-map [data-region="510100"]')
    await click(page, '[data-action="light-region"]')
    expect(value(page, 'cities')).toBe('1')
    expect(value(page, 'provinces')).toBe('1')
    expect(mockedApi).toHaveBeenCalledWith('lightUpMany', { codes: ['510100'] })
    await until(page, '[data-action="see-result"]')
  })

  test('cancelling asks first: keeping leaves the map as it was, confirming cancels only that one', async () => {
    const page = await renderPage(ClockInMapPage)
    await click(page, '.lit-map [data-region="510000"]')
    page.platform.nextChoice.alert = 0
    await click(page, '[data-action="cancel-region"]')
    expect(value(page, 'provinces')).toBe('1')
    expect(mockedApi.mock.calls.map(([n]) => n)).not.toContain('cancelLighting')
    page.platform.nextChoice.alert = 1
    await click(page, '[data-action="cancel-region"]')
    await waitFor(() => expect(value(page, 'provinces')).toBe('0'))
    expect(value(page, 'cities')).toBe('1')
    expect(mockedApi).toHaveBeenCalledWith('cancelLighting', { code: '510000' })
  })

  test('a refused lighting takes the region back and says so', async () => {
    lit = []
    failing.add('lightUpMany')
    const page = await renderPage(ClockInMapPage)
    await click(page, '.lit-map [data-region="440000"]')
    await click(page, '[data-action="light-region"]')
    await waitFor(() => expect(value(page, 'provinces')).toBe('0'))
    expect(page.platform.calls.some((c) => c.method === 'toast')).toBe(true)
  })
})

describe('the result page', () => {
  test('names what was just lit and offers to share it', async () => {
    const page = await renderPage(ClockInResultPage, { params: { lit: '510100,<script>,JP' } })
    await until(page, '[data-just-lit="510100"]')
    expect(page.container.querySelectorAll('[data-just-lit]')).toHaveLength(2)
    expect(page.text()).toContain('成都市')
    expect(page.container.querySelector('[data-action="share-result"]')).not.toBeNull()
  })

  test('a guest with nothing shared stays on the page and is offered the sign-in and the campaign home', async () => {
    mockedStored.mockResolvedValue(null as never)
    const page = await renderPage(ClockInResultPage)
    await until(page, '[data-guest-result]')
    expect(page.container.querySelector('[data-action="sign-in"]')).not.toBeNull()
    expect(page.container.querySelector('[data-action="to-campaign-home"]')).not.toBeNull()
    expect(page.text()).toContain('登录后查看你点亮的地方')
  })
})
