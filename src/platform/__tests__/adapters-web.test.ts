import { createWebStorage } from '../web/storage'
import { createWebPlatform } from '../web'
import { createWebShare } from '../web/share'
import { webClipboard } from '../web/clipboard'
import { rasterScale } from '../web/rasterize'
import type { Platform } from '../types'
import { describeStorageContract } from './contracts/storage.contract'
import { describeCapabilityContracts } from './contracts/capabilities.contract'

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36'
const WECHAT = `${PHONE} MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN`

// jsdom lacks what a phone browser has: clipboard, geolocation, window.open.
beforeAll(() => {
  Object.assign(navigator, {
    clipboard: { writeText: jest.fn(async () => undefined) },
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 31.2304, longitude: 121.4737, accuracy: 30 } } as GeolocationPosition),
    },
  })
  window.open = jest.fn(() => null)
  HTMLAnchorElement.prototype.click = jest.fn()
})

const makeWebPlatform = (): Platform => createWebPlatform(PHONE)

describeStorageContract('web', () => createWebStorage(window.localStorage))
describeStorageContract('web without localStorage', () => createWebStorage(undefined))
describeCapabilityContracts('web', makeWebPlatform)

describe('web specifics', () => {
  it('asks the page for the share guide inside WeChat', async () => {
    const share = createWebShare({ isWeChat: true, clipboard: webClipboard })
    expect(await share.share({ title: 't', url: 'https://m.trip.example/web/about' })).toEqual({
      status: 'guide',
    })
    expect(createWebPlatform(WECHAT).name).toBe('web')
  })

  it('copies the link when the Web Share API is missing', async () => {
    const { status } = await makeWebPlatform().share.share({
      title: 't',
      url: 'https://m.trip.example/web/about',
    })
    expect(status).toBe('copied')
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://m.trip.example/web/about')
  })

  it('shares a prepared poster as a file, without waiting between the tap and navigator.share', async () => {
    const file = new File(['png'], 'trip-poster.png', { type: 'image/png' })
    const share = jest.fn(async () => undefined)
    Object.assign(navigator, { share, canShare: () => true })
    try {
      const result = createWebShare({ isWeChat: false, clipboard: webClipboard }).share({
        title: 't',
        url: 'https://m.trip.example/web/about',
        image: { url: 'data:image/png;base64,AA==', file, width: 1200, height: 1800 },
      })
      // Called in the same task as the tap: no await came before it.
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ files: [file] }))
      expect(await result).toEqual({ status: 'shared' })
    } finally {
      Object.assign(navigator, { share: undefined, canShare: undefined })
    }
  })

  it('leaves the file out where the browser cannot share files', async () => {
    const share = jest.fn(async () => undefined)
    Object.assign(navigator, { share, canShare: () => false })
    try {
      await createWebShare({ isWeChat: false, clipboard: webClipboard }).share({
        title: 't',
        url: 'https://m.trip.example/web/about',
        image: { url: 'data:,', file: new File(['x'], 'p.png'), width: 2, height: 2 },
      })
      expect(share).toHaveBeenCalledWith({
        title: 't',
        text: undefined,
        url: 'https://m.trip.example/web/about',
      })
    } finally {
      Object.assign(navigator, { share: undefined, canShare: undefined })
    }
  })

  it.each([
    [undefined, 2],
    [1, 2],
    [2, 2],
    [2.625, 3],
    [3, 3],
    [4, 3],
  ])('draws a poster at a pixel ratio of %s at %sx', (ratio, scale) => {
    expect(rasterScale(ratio)).toBe(scale)
  })

  it('offers every map app and opens the chosen one', async () => {
    const maps = makeWebPlatform().maps
    expect(maps.choices()).toEqual(['amap', 'baidu', 'apple', 'google'])
    await maps.open({ lat: 31.2304, lon: 121.4737, name: '外滩', coordinate: 'gcj02' }, 'amap')
    expect(window.open).toHaveBeenLastCalledWith(
      expect.stringMatching(/^https:\/\/uri\.amap\.com\/marker\?position=121\.4737,31\.2304/),
      '_blank',
      'noopener',
    )
  })

  it('refuses to pay with a typed error', async () => {
    await expect(makeWebPlatform().pay.pay({ channel: 'alipay', orderInfo: 'x' })).rejects.toMatchObject({
      code: 'ERR_NOT_SUPPORT',
    })
  })
})
