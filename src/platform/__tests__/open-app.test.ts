import { landingUrl, schemeUrl } from '../deep-link'
import { createWebAppLauncher } from '../web/app-launcher'

const TARGET = { pageType: 'journey_detail', params: { id: '1' }, source: 'share', channel: 'wechat_friend' }

describe('deep links', () => {
  it('build the scheme address with page type, params, source and channel', () => {
    expect(schemeUrl(TARGET)).toBe(
      'tripapp://open?page_type=journey_detail&id=1&source=share&channel=wechat_friend',
    )
  })

  it('carry the four parameters on the landing link', () => {
    const url = new URL(landingUrl(TARGET))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page_type: 'journey_detail',
      source: 'share',
      channel: 'wechat_friend',
      deeplink: 'tripapp://open?page_type=journey_detail&id=1&source=share&channel=wechat_friend',
    })
  })

  it('add journey_create_source when given', () => {
    expect(schemeUrl({ ...TARGET, journeyCreateSource: 'copy' })).toContain('journey_create_source=copy')
  })
})

describe('opening the app from a browser', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function setup(os: 'ios' | 'android', isWeChat = false) {
    let visibility: DocumentVisibilityState = 'visible'
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
    const assign = jest.fn()
    const win = {
      location: { assign } as unknown as Location,
      setTimeout: ((fn: () => void, ms: number) => setTimeout(fn, ms)) as unknown as Window['setTimeout'],
      clearTimeout: ((id: number) => clearTimeout(id)) as Window['clearTimeout'],
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    }
    const launcher = createWebAppLauncher({ env: { os, isWeChat }, doc: document, win })
    const hide = () => {
      visibility = 'hidden'
      document.dispatchEvent(new Event('visibilitychange'))
    }
    return { launcher, assign, hide }
  }

  it('tries the scheme, then opens the landing link when the page stays visible', async () => {
    const { launcher, assign } = setup('ios')
    const outcome = launcher.openApp(TARGET)
    expect(assign).toHaveBeenCalledWith(schemeUrl(TARGET))
    jest.advanceTimersByTime(1499)
    expect(assign).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    await expect(outcome).resolves.toBe('landing')
    expect(assign).toHaveBeenLastCalledWith(landingUrl(TARGET))
  })

  it('stops when the app takes over and the page is hidden', async () => {
    const { launcher, assign, hide } = setup('ios')
    const outcome = launcher.openApp(TARGET)
    hide()
    jest.advanceTimersByTime(5000)
    await expect(outcome).resolves.toBe('opened')
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('tries the scheme in a hidden frame on Android, keeping the page', async () => {
    const { launcher, assign } = setup('android')
    const outcome = launcher.openApp(TARGET)
    expect(document.querySelector(`iframe[src="${schemeUrl(TARGET)}"]`)).not.toBeNull()
    jest.advanceTimersByTime(1500)
    await expect(outcome).resolves.toBe('landing')
    expect(assign).toHaveBeenCalledWith(landingUrl(TARGET))
  })

  it("asks for the overlay guide in WeChat's browser and tries nothing", async () => {
    const { launcher, assign } = setup('android', true)
    await expect(launcher.openApp(TARGET)).resolves.toBe('guide')
    expect(assign).not.toHaveBeenCalled()
  })
})
