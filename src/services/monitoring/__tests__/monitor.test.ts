import { createMonitor } from '../monitor'
import { createBatcher } from '../batcher'
import { createDebouncer } from '../debouncer'
import { createResourceCollector } from '../resources'
import { reportVital } from '../vitals'
import type { MonitorEvent } from '../types'

function setup(sampled = true) {
  const batches: MonitorEvent[][] = []
  let now = 0
  const monitor = createMonitor({
    send: (batch) => batches.push(batch),
    now: () => now,
    url: () => 'http://x/web/about',
    sessionId: 's1',
    sampled,
  })
  return { monitor, batches, advance: (ms: number) => (now += ms) }
}

describe('the monitor', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('sends a batch at 5 events', () => {
    const { monitor, batches } = setup()
    for (let i = 0; i < 6; i++) monitor.report('fps', { fps: i })
    expect(batches.map((b) => b.length)).toEqual([5])
    expect(batches[0][0]).toMatchObject({
      type: 'fps',
      app_id: 112,
      session_id: 's1',
      url: 'http://x/web/about',
    })
  })

  it('sends a smaller batch after 5 s', () => {
    const { monitor, batches } = setup()
    monitor.report('lag', { ms: 400 })
    jest.advanceTimersByTime(4999)
    expect(batches).toEqual([])
    jest.advanceTimersByTime(1)
    expect(batches.map((b) => b.length)).toEqual([1])
  })

  it('drops performance telemetry when not sampled, but never errors', () => {
    const { monitor, batches } = setup(false)
    monitor.report('vital', { name: 'LCP' })
    monitor.error('js_error', { message: 'x' }, 'x')
    jest.advanceTimersByTime(15_000)
    expect(batches.flat().map((e) => e.type)).toEqual(['js_error'])
  })

  it('debounces errors 10 s and sends a burst together', () => {
    const { monitor, batches } = setup()
    monitor.error('js_error', { message: 'a' }, 'a')
    jest.advanceTimersByTime(9000)
    monitor.error('js_error', { message: 'b' }, 'b')
    jest.advanceTimersByTime(9999)
    expect(batches).toEqual([])
    jest.advanceTimersByTime(1)
    jest.advanceTimersByTime(5000)
    expect(batches.flat().map((e) => e.data.message)).toEqual(['a', 'b'])
  })

  it('reports the same error once in 60 s', () => {
    const { monitor, batches, advance } = setup()
    monitor.error('js_error', { message: 'a' }, 'a')
    advance(59_999)
    monitor.error('js_error', { message: 'a' }, 'a')
    advance(1)
    monitor.error('js_error', { message: 'a' }, 'a')
    monitor.flush()
    expect(batches.flat()).toHaveLength(2)
  })

  it('routes error types given to report through the error path', () => {
    const { monitor, batches } = setup(false)
    monitor.report('request_error', { url: '/x', status: 500 })
    monitor.flush()
    expect(batches.flat().map((e) => e.type)).toEqual(['request_error'])
  })

  it('never throws, even when sending does', () => {
    const monitor = createMonitor({
      send: () => {
        throw new Error('down')
      },
      now: () => 0,
      url: () => '',
      sessionId: 's',
      sampled: true,
    })
    expect(() => {
      for (let i = 0; i < 10; i++) monitor.report('fps', { fps: 1 })
      monitor.flush()
    }).not.toThrow()
  })

  it('rates web-vitals and keeps back/forward-cache restores apart', () => {
    const { monitor, batches } = setup()
    reportVital(monitor, { name: 'LCP', value: 3000, id: 'v1', navigationType: 'back-forward-cache' })
    monitor.flush()
    expect(batches[0][0].data).toEqual({
      name: 'LCP',
      value: 3000,
      rating: 'needs-improvement',
      id: 'v1',
      navigation_type: 'back-forward-cache',
    })
  })

  it('sends resource entries 50 at a time and reports failed requests', () => {
    const { monitor, batches } = setup()
    const resources = createResourceCollector(monitor, ['/monitor/report'])
    for (let i = 0; i < 120; i++) {
      resources.add({ name: `/img/${i}.png`, initiatorType: 'img', duration: 1, transferSize: 10 })
    }
    resources.add({ name: '/monitor/report', initiatorType: 'fetch', duration: 1, responseStatus: 500 })
    resources.add({ name: '/api/v1/x', initiatorType: 'fetch', duration: 1, responseStatus: 404 })
    resources.flush()
    monitor.flush()
    const events = batches.flat()
    const sizes = events
      .filter((e) => e.type === 'resources')
      .map((e) => (e.data.entries as unknown[]).length)
    expect(sizes).toEqual([50, 50, 21])
    expect(events.filter((e) => e.type === 'request_error').map((e) => e.data)).toEqual([
      { url: '/api/v1/x', status: 404 },
    ])
  })
})

describe('batcher and debouncer', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('the batcher splits a flush into batches of the maximum', () => {
    const sent: number[][] = []
    const batcher = createBatcher<number>({ maxEvents: 5, maxWaitMs: 5000, send: (b) => sent.push(b) })
    ;[1, 2, 3].forEach(batcher.add)
    batcher.flush()
    expect(sent).toEqual([[1, 2, 3]])
    expect(batcher.size).toBe(0)
  })

  it('the debouncer hands over on flush', () => {
    const got: number[][] = []
    const debouncer = createDebouncer<number>(10_000, (items) => got.push(items))
    debouncer.add(1)
    debouncer.flush()
    debouncer.flush()
    expect(got).toEqual([[1]])
  })
})
