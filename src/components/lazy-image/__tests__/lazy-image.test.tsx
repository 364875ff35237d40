import { act, render } from '@tarojs/test-utils-react/dist/pure'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { environmentReport } from '@/platform/env/report'
import { parseUserAgent } from '@/platform/env/user-agent'
import { createLoadedCache } from '../cache'
import { CACHE_SIZE, MAX_ATTEMPTS, PRELOAD_RATIO, THROTTLE_MS } from '../constants'
import { isNearViewport, throttle } from '../near-viewport'
import { LazyImage } from '../lazy-image'

describe('lazy image constants of SPEC.md section 9', () => {
  it.each([
    ['preload ratio', PRELOAD_RATIO, 1.5],
    ['attempts', MAX_ATTEMPTS, 1],
    ['throttle', THROTTLE_MS, 200],
    ['cache', CACHE_SIZE, 200],
  ])('%s', (_l, value, expected) => expect(value).toBe(expected))
})

describe('near the viewport (1.5 screens)', () => {
  it.each([
    [{ top: 0, bottom: 100 }, true],
    [{ top: 1000, bottom: 1100 }, true],
    [{ top: 1199, bottom: 1300 }, true],
    [{ top: 1200, bottom: 1300 }, false],
    [{ top: -500, bottom: -399 }, true],
    [{ top: -600, bottom: -400 }, false],
  ])('%p in an 800 px viewport: %p', (rect, near) => {
    expect(isNearViewport(rect, 800)).toBe(near)
  })
})

describe('the loaded cache', () => {
  it('keeps the 200 most recent addresses', () => {
    const cache = createLoadedCache()
    for (let i = 0; i < CACHE_SIZE; i++) cache.add(`/img/${i}.png`)
    cache.add('/img/0.png')
    cache.add('/img/new.png')
    expect(cache.size).toBe(200)
    expect(cache.has('/img/0.png')).toBe(true)
    expect(cache.has('/img/1.png')).toBe(false)
    expect(cache.has('/img/new.png')).toBe(true)
  })
})

describe('the 200 ms throttle', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs at once, then at most once per interval with the last call kept', () => {
    const run = jest.fn()
    const check = throttle(run, THROTTLE_MS)
    check()
    check()
    check()
    expect(run).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(199)
    expect(run).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(2)
  })
})

describe('LazyImage', () => {
  const IOS_13 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
  const IOS_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

  function withUserAgent(ua: string) {
    const platform = createFakePlatform()
    platform.environment.describe = () =>
      environmentReport(ua, parseUserAgent(ua), { width: 390, height: 844 })
    setPlatform(platform)
  }

  const srcOf = async (ua: string, src: string) => {
    withUserAgent(ua)
    const { container } = render(<LazyImage src={src} />, {})
    await act(async () => new Promise((r) => setTimeout(r, 0)))
    return container.querySelector('.lazy-image img')?.getAttribute('src')
  }

  it.each([
    [IOS_13, '/a.webp', '/a.png'],
    [IOS_13, '/a.jpg?format=webp', '/a.jpg?format=png'],
    [IOS_17, '/a.webp', '/a.webp'],
  ])('follows the webp rule for %s', async (ua, src, expected) => {
    expect(await srcOf(ua, src)).toBe(expected)
  })

  it('shows the placeholder and does not try again after a failure', async () => {
    withUserAgent(IOS_17)
    const { container } = render(<LazyImage src='/broken.png' placeholder='/ph.png' />, {})
    await act(async () => new Promise((r) => setTimeout(r, 0)))
    const image = container.querySelector('.lazy-image img') as HTMLElement
    await act(async () => {
      image.dispatchEvent(new Event('error'))
      await new Promise((r) => setTimeout(r, 0))
    })
    const root = container.querySelector('.lazy-image') as HTMLElement
    expect(root.getAttribute('data-state')).toBe('failed')
    expect(container.querySelector('.lazy-image img')?.getAttribute('src')).toBe('/ph.png')
  })
})
