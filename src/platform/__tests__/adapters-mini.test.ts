import { describeStorageContract } from './contracts/storage.contract'
import { describeUiContract } from './contracts/ui.contract'
import { describeCapabilityContracts } from './contracts/capabilities.contract'
import { mockTaro } from './mock-taro'

// The mini-program implementation against a Taro that behaves like a vendor's: `{ errMsg }` rejections
// included, so the seam's error normalizing is exercised too.
import { currentMiniShare } from '../mini/share'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./mock-taro').mockTaro }))

// eslint-disable-next-line import/first
import { miniPlatform } from '../mini'
// eslint-disable-next-line import/first
import { toNetworkType } from '../mini/device'

beforeEach(() => mockTaro.reset())

describeStorageContract('mini', () => miniPlatform.storage)
describeUiContract('mini', () => miniPlatform.ui)
describeCapabilityContracts('mini', () => miniPlatform)

describe('mini specifics', () => {
  it('turns a cancelled action sheet into null, not an error', async () => {
    mockTaro.failNext('showActionSheet', 'showActionSheet:fail cancel')
    expect(await miniPlatform.ui.actionSheet({ actions: [{ name: 'a', value: 'a' }] })).toBeNull()
  })

  it('turns a denied location into ERR_PERMISSION_DENIED', async () => {
    mockTaro.failNext('getLocation', 'getLocation:fail auth deny')
    await expect(miniPlatform.location.getCurrentPosition()).rejects.toMatchObject({
      code: 'ERR_PERMISSION_DENIED',
    })
  })

  it('navigates by page path', async () => {
    await miniPlatform.navigation.push({ pagePath: '/pages/about/index', prettyPath: '/about' })
    expect(mockTaro.calls).toContainEqual(['navigateTo', { url: '/pages/about/index' }])
  })

  it('scrolls to an element by id, clear of a sticky bar measured in design px', async () => {
    await miniPlatform.pageScroll.toElement('journey-day-3', { stickyTop: 96 })
    // 96 design px on a 390 px wide screen (mock-taro's phone) is 50 px.
    expect(mockTaro.calls).toContainEqual([
      'pageScrollTo',
      { selector: '#journey-day-3', offsetTop: -50, duration: 300 },
    ])
  })

  it('jumps to a reading position without animation', async () => {
    await miniPlatform.pageScroll.toOffset(480)
    expect(mockTaro.calls).toContainEqual(['pageScrollTo', { scrollTop: 480, duration: 0 }])
  })

  it.each(['.day', '#x', 'a b', '3d', ''])('refuses %j as an element id, before any query', async (id) => {
    await expect(miniPlatform.pageScroll.toElement(id)).rejects.toMatchObject({
      code: 'ERR_INVALID_ARGUMENT',
    })
  })

  it('sends telemetry with Taro.request to the API origin, never throwing', async () => {
    const saved = process.env.TARO_APP_API_ORIGIN
    process.env.TARO_APP_API_ORIGIN = 'https://api.trip.example/'
    try {
      expect(miniPlatform.collector.available).toBe(true)
      const headers = { 'content-type': 'text/plain;charset=UTF-8', 'Biz-Type': '3' }
      await expect(miniPlatform.collector.post('/tracker/collect', headers, '{"events":[]}')).resolves.toBe(
        true,
      )
      expect(mockTaro.calls).toContainEqual([
        'request',
        expect.objectContaining({
          url: 'https://api.trip.example/tracker/collect',
          method: 'POST',
          header: headers,
          data: '{"events":[]}',
        }),
      ])
      mockTaro.failNext('request', 'request:fail timeout')
      await expect(miniPlatform.collector.post('/tracker/collect', headers, 'x')).resolves.toBe(false)
    } finally {
      process.env.TARO_APP_API_ORIGIN = saved
    }
  })

  it('cannot send telemetry without an API origin, and says so', async () => {
    const saved = process.env.TARO_APP_API_ORIGIN
    delete process.env.TARO_APP_API_ORIGIN
    try {
      expect(miniPlatform.collector.available).toBe(false)
      await expect(miniPlatform.collector.post('/tracker/collect', {}, 'x')).resolves.toBe(false)
    } finally {
      process.env.TARO_APP_API_ORIGIN = saved
    }
  })

  it('names its container for telemetry: the vendor, the host version and the base library', () => {
    expect(miniPlatform.environment.container()).toEqual({ name: 'mini:h5', version: '8.0.47 sdk/3.3.4' })
  })

  it.each([
    [
      'numbers (WeChat and most)',
      { latitude: 30.5728, longitude: 104.0668, accuracy: 20 },
      { lat: 30.5728, lon: 104.0668, accuracy: 20 },
    ],
    [
      'strings (Alipay)',
      { latitude: '30.5728', longitude: '104.0668', accuracy: '65' },
      { lat: 30.5728, lon: 104.0668, accuracy: 65 },
    ],
    ['no accuracy', { latitude: 1, longitude: 2 }, { lat: 1, lon: 2, accuracy: undefined }],
  ])('reads a position answered as %s', async (_label, answer, expected) => {
    const original = mockTaro.getLocation
    mockTaro.getLocation = (async () => answer) as never
    try {
      await expect(miniPlatform.location.getCurrentPosition()).resolves.toEqual({
        ...expected,
        coordinate: 'gcj02',
      })
    } finally {
      mockTaro.getLocation = original
    }
  })

  it('refuses a position that is not one', async () => {
    const original = mockTaro.getLocation
    mockTaro.getLocation = (async () => ({ latitude: 'north', longitude: 500 })) as never
    try {
      await expect(miniPlatform.location.getCurrentPosition()).rejects.toMatchObject({ code: 'ERR_UNKNOWN' })
    } finally {
      mockTaro.getLocation = original
    }
  })

  it('arms the share menu instead of sharing', async () => {
    expect(await miniPlatform.share.share({ title: 't', url: 'https://m.trip.example/web/about' })).toEqual({
      status: 'menu',
    })
  })

  it('keeps what each page armed for that page: the page in front never shares the one under it', async () => {
    const under = { route: 'pages/journey/detail/index' }
    const front = { route: 'pages/about/index' }
    const original = mockTaro.getCurrentPages
    try {
      mockTaro.getCurrentPages = () => [under]
      const journey = {
        title: 'j',
        url: 'https://m.trip.example/web/journey/detail/1',
        miniProgramPath: '/p?id=1',
      }
      await miniPlatform.share.setShareInfo(journey)
      expect(currentMiniShare()).toEqual(journey)
      mockTaro.getCurrentPages = () => [under, front]
      expect(currentMiniShare()).toBeNull()
      mockTaro.getCurrentPages = () => [under]
      expect(currentMiniShare()).toEqual(journey)
    } finally {
      mockTaro.getCurrentPages = original
    }
  })

  it.each([
    ['wifi', 'WiFi'],
    ['5g', '4G'],
    ['4g', '4G'],
    ['3g', '3G'],
    ['2g', '2G'],
    ['none', 'NONE'],
    ['unknown', '3G+'],
  ])('reads the network type %s as %s', (taro, spec) => {
    expect(toNetworkType(taro)).toBe(spec)
  })
})
