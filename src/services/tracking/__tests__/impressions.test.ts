import {
  ATTRIBUTE_MAX_ANCESTORS,
  FALLBACK_IMPRESSION_RATIO,
  FALLBACK_MAX_TICKS,
  FALLBACK_POLL_MS,
  IMPRESSION_DEBOUNCE_MS,
  IMPRESSION_RATIO,
} from '../constants'
import { trackingInfoOf, trackingProps } from '../attributes'
import { visibleRatio } from '../visibility'
import { trackImpressions } from '../impressions'

describe('impression constants of SPEC.md section 9', () => {
  it.each([
    ['ratio', IMPRESSION_RATIO, 0.5],
    ['fallback ratio', FALLBACK_IMPRESSION_RATIO, 0.3],
    ['debounce', IMPRESSION_DEBOUNCE_MS, 500],
    ['poll', FALLBACK_POLL_MS, 5000],
    ['ticks', FALLBACK_MAX_TICKS, 120],
    ['ancestors', ATTRIBUTE_MAX_ANCESTORS, 20],
  ])('%s', (_l, value, expected) => expect(value).toBe(expected))
})

describe('visible ratio', () => {
  const viewport = { width: 100, height: 100 }
  it.each([
    [{ top: 0, left: 0, bottom: 50, right: 50 }, 1],
    [{ top: 50, left: 0, bottom: 150, right: 100 }, 0.5],
    [{ top: 70, left: 0, bottom: 170, right: 100 }, 0.3],
    [{ top: -80, left: 0, bottom: 20, right: 100 }, 0.2],
    [{ top: 200, left: 0, bottom: 300, right: 100 }, 0],
    [{ top: 0, left: 0, bottom: 0, right: 100 }, 0],
  ])('%p is %p visible', (rect, ratio) => {
    expect(visibleRatio(rect, viewport)).toBeCloseTo(ratio)
  })
})

describe('tracking attributes', () => {
  function nest(depth: number): { top: HTMLElement; leaf: HTMLElement } {
    const top = document.createElement('div')
    Object.entries(trackingProps('card', { moduleKey: 'list', index: 3, attrs: { poiId: 7 } })).forEach(
      ([k, v]) => top.setAttribute(k, v),
    )
    let leaf: HTMLElement = top
    for (let i = 0; i < depth; i++) {
      const child = document.createElement('span')
      leaf.appendChild(child)
      leaf = child
    }
    return { top, leaf }
  }

  it.each([
    [0, true],
    [1, true],
    [20, true],
    [21, false],
  ])('are found %i levels up: %p', (depth, found) => {
    const { leaf } = nest(depth)
    const info = trackingInfoOf(leaf)
    expect(Boolean(info)).toBe(found)
    if (info)
      expect(info).toMatchObject({ eventKey: 'card', moduleKey: 'list', index: 3, attributes: { poiId: 7 } })
  })

  it('ignores bad attribute JSON', () => {
    const el = document.createElement('div')
    el.setAttribute('data-track-key', 'x')
    el.setAttribute('data-track-attrs', '{bad')
    expect(trackingInfoOf(el)?.attributes).toBeUndefined()
  })
})

describe('impressions', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ''
  })
  afterEach(() => jest.useRealTimers())

  function marked(rect: { top: number; bottom: number }) {
    const el = document.createElement('div')
    el.setAttribute('data-track-key', 'card')
    el.setAttribute('data-track-impression', '')
    el.getBoundingClientRect = () =>
      ({ ...rect, left: 0, right: 100, width: 100, height: rect.bottom - rect.top }) as DOMRect
    document.body.appendChild(el)
    return el
  }

  it('with an IntersectionObserver: half visible for 500 ms, once', () => {
    let callback: IntersectionObserverCallback = () => undefined
    const observe = jest.fn()
    ;(global as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn((cb) => {
      callback = cb
      return { observe, disconnect: jest.fn() }
    })
    const el = marked({ top: 0, bottom: 10 })
    const report = jest.fn()
    const stop = trackImpressions({ root: document, report })
    expect(observe).toHaveBeenCalledWith(el)
    const fire = (ratio: number) =>
      callback(
        [{ target: el, intersectionRatio: ratio } as unknown as IntersectionObserverEntry],
        {} as never,
      )
    fire(0.49)
    jest.advanceTimersByTime(1000)
    expect(report).not.toHaveBeenCalled()
    fire(0.5)
    jest.advanceTimersByTime(499)
    fire(0.1)
    jest.advanceTimersByTime(1000)
    expect(report).not.toHaveBeenCalled()
    fire(0.6)
    jest.advanceTimersByTime(500)
    expect(report).toHaveBeenCalledTimes(1)
    fire(0.1)
    fire(0.9)
    jest.advanceTimersByTime(1000)
    expect(report).toHaveBeenCalledTimes(1)
    stop()
    delete (global as unknown as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  it('in the fallback: 30% inside the window, polled every 5000 ms for 120 ticks', () => {
    Object.defineProperty(window, 'innerHeight', { value: 100, configurable: true })
    Object.defineProperty(window, 'innerWidth', { value: 100, configurable: true })
    const report = jest.fn()
    const low = marked({ top: 75, bottom: 175 })
    const stop = trackImpressions({ root: document, report, forceFallback: true })
    jest.advanceTimersByTime(FALLBACK_POLL_MS * 2)
    expect(report).not.toHaveBeenCalled()
    low.getBoundingClientRect = () => ({ top: 70, bottom: 170, left: 0, right: 100 }) as DOMRect
    jest.advanceTimersByTime(FALLBACK_POLL_MS + IMPRESSION_DEBOUNCE_MS)
    expect(report).toHaveBeenCalledWith(low)
    const late = marked({ top: 200, bottom: 300 })
    jest.advanceTimersByTime(FALLBACK_POLL_MS * (FALLBACK_MAX_TICKS + 5))
    late.getBoundingClientRect = () => ({ top: 0, bottom: 50, left: 0, right: 100 }) as DOMRect
    jest.advanceTimersByTime(FALLBACK_POLL_MS * 3)
    expect(report).toHaveBeenCalledTimes(1)
    stop()
  })
})
