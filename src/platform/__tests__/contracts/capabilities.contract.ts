import { PlatformError } from '../../errors'
import type { Platform } from '../../types'

const NETWORK_TYPES = ['WiFi', '4G', '3G+', '3G', '2G', 'NONE']
const TOKYO = { lat: 35.681236, lon: 139.767125, name: '东京站', coordinate: 'gcj02' as const }

/** What every implementation of the smaller capabilities promises, whatever the platform. */
export function describeCapabilityContracts(label: string, make: () => Platform) {
  describe(`${label} share`, () => {
    it('shares a link with a known outcome', async () => {
      const { status } = await make().share.share({
        title: '东京五日',
        url: 'https://m.trip.example/web/journey/detail/1',
      })
      expect(['shared', 'copied', 'guide', 'menu', 'cancelled']).toContain(status)
    })

    it('arms the share entry', async () => {
      await expect(
        make().share.setShareInfo({ title: '东京五日', url: 'https://m.trip.example/web/journey/detail/1' }),
      ).resolves.toBeUndefined()
    })
  })

  describe(`${label} clipboard`, () => {
    it('copies text', async () => {
      await expect(
        make().clipboard.copy('https://m.trip.example/web/journey/detail/1'),
      ).resolves.toBeUndefined()
    })
  })

  describe(`${label} location`, () => {
    it('answers a position with its coordinate system', async () => {
      const pos = await make().location.getCurrentPosition()
      expect(Number.isFinite(pos.lat) && Number.isFinite(pos.lon)).toBe(true)
      expect(['wgs84', 'gcj02', 'bd09']).toContain(pos.coordinate)
    })
  })

  describe(`${label} maps`, () => {
    it('opens a place, with a chosen app where the platform asks for one', async () => {
      const maps = make().maps
      const app = maps.choices()[0]
      await expect(maps.open(TOKYO, app)).resolves.toBeDefined()
    })

    it('refuses a place off the globe', async () => {
      const maps = make().maps
      await expect(maps.open({ ...TOKYO, lat: 123 }, maps.choices()[0])).rejects.toBeInstanceOf(PlatformError)
    })
  })

  describe(`${label} device`, () => {
    it('names its network type as the spec does', async () => {
      expect(NETWORK_TYPES).toContain(await make().device.getNetworkType())
    })

    it('describes the device with a screen size', async () => {
      const device = await make().device.getDevice()
      expect(device.screenWidth).toBeGreaterThan(0)
    })

    it('hands back a handle that stops network notifications', () => {
      const off = make().device.onNetworkChange(() => undefined)
      expect(typeof off).toBe('function')
      off()
    })
  })

  describe(`${label} auth`, () => {
    it('answers a host user with an id, or null', async () => {
      const user = await make().auth.getHostUser()
      if (user !== null) expect(user.userId).toEqual(expect.any(String))
    })

    it('says which kind of login happened', async () => {
      expect(['app', 'mini', 'web']).toContain((await make().auth.login()).kind)
    })

    it('hands back a handle that stops login notifications', () => {
      const off = make().auth.onLoginChange(() => undefined)
      off()
    })
  })

  describe(`${label} pay`, () => {
    it('pays and answers an order id, or refuses with a typed error', async () => {
      const order = {
        channel: 'wechat' as const,
        orderInfo: 'order-1',
        miniParams: {
          timeStamp: '1',
          nonceStr: 'n',
          package: 'prepay_id=1',
          signType: 'MD5' as const,
          paySign: 's',
        },
      }
      const outcome: { orderId: string } | Error = await make()
        .pay.pay(order)
        .catch((e: Error) => e)
      if (outcome instanceof Error) expect(outcome).toBeInstanceOf(PlatformError)
      else expect(outcome.orderId).toEqual(expect.any(String))
    })
  })

  describe(`${label} navigation`, () => {
    it.each([['javascript:alert(1)'], ['https://evil.example/phish'], ['//evil.example']])(
      'never opens %s',
      async (url) => {
        await expect(make().navigation.openLink(url)).rejects.toBeInstanceOf(PlatformError)
      },
    )
  })

  describe(`${label} images`, () => {
    it('saves an image from an https address', async () => {
      await expect(
        make().images.save({ url: 'https://m.trip.example/media/poster.png' }),
      ).resolves.toBeUndefined()
    })
  })

  describe(`${label} environment`, () => {
    it('describes its context with one of the four platform labels', () => {
      const report = make().environment.describe()
      expect(['android_app', 'iOS_app', 'android_web', 'iOS_web']).toContain(report.label)
      expect(['app', 'mini-program', 'wechat', 'app-browser', 'mobile', 'pc']).toContain(report.context)
    })

    it('keeps one visitor id of the form u_ + random + timestamp', async () => {
      const platform = make()
      const first = await platform.environment.visitorId()
      expect(first).toMatch(/^u_[0-9a-z]+\d{10,}$/)
      expect(await platform.environment.visitorId()).toBe(first)
    })
  })

  describe(`${label} app launcher`, () => {
    it('says whether it can open the app, and answers plainly where it cannot', async () => {
      const launcher = make().appLauncher
      expect(typeof launcher.canOpenApp()).toBe('boolean')
      if (!launcher.canOpenApp()) {
        expect(['in-app', 'unsupported']).toContain(
          await launcher.openApp({ pageType: 'journey_detail', source: 'contract', channel: 'test' }),
        )
      }
    })
  })

  describe(`${label} http`, () => {
    it('hands out an adapter for plain requests and one for streamed requests (issue 17)', () => {
      const http = make().http
      expect(typeof http.adapterFor({ useBridge: false })).toBe('function')
      expect(typeof http.streamAdapterFor()).toBe('function')
    })
  })

  describe(`${label} realtime`, () => {
    it('refuses a socket outside the allowed hosts with ERR_URL_NOT_ALLOWED (issue 19)', () => {
      expect(() => make().realtime.connect('wss://evil.example/api/v1/coedit/1?ticket=t')).toThrow(
        expect.objectContaining({ name: 'PlatformError', code: 'ERR_URL_NOT_ALLOWED' }),
      )
    })
  })
}
