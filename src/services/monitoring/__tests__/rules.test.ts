import * as C from '../constants'
import { rateVital } from '../thresholds'
import { isSampled } from '../sampling'
import { createDeduper } from '../dedupe'
import { blankRatio, createThrottle, isBlank, samplePoints } from '../blank-screen'
import { createFrameMeter } from '../frames'
import { isFailedStatus } from '../error-listeners'

describe('monitoring constants of SPEC.md section 9', () => {
  it.each([
    ['app id', C.MONITOR_APP_ID, 112],
    ['default sampling (percent)', C.SAMPLE_PERCENT_DEFAULT, 1],
    ['bridge timing (percent)', C.BRIDGE_TIMING_PERCENT, 1],
    ['error dedupe window', C.ERROR_DEDUPE_WINDOW_MS, 60_000],
    ['error debounce', C.ERROR_DEBOUNCE_MS, 10_000],
    ['resource batch', C.RESOURCE_BATCH_SIZE, 50],
    ['fps frames', C.FPS_FRAMES, 120],
    ['lag frame', C.LAG_FRAME_MS, 300],
    ['paint timeout', C.PAINT_TIMEOUT_MS, 8000],
    ['batch events', C.BATCH_MAX_EVENTS, 5],
    ['batch wait', C.BATCH_MAX_WAIT_MS, 5000],
    ['blank threshold', C.BLANK_THRESHOLD, 0.95],
    ['blank rows', C.BLANK_ROWS, 5],
    ['blank columns', C.BLANK_COLUMNS, 10],
    ['blank auto check', C.BLANK_AUTO_CHECK_MS, 2500],
    ['blank interval', C.BLANK_MIN_INTERVAL_MS, 10_000],
    ['endpoint', C.MONITOR_URL, '/monitor/report'],
  ])('%s', (_label, value, expected) => {
    expect(value).toBe(expected)
  })
})

describe('web-vitals thresholds', () => {
  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3000, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 801, 'needs-improvement'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
    ['TTFB', 0, 'good'],
  ])('%s %d is %s', (name, value, rating) => {
    expect(rateVital(name as C.VitalName, value)).toBe(rating)
  })
})

describe('sampling', () => {
  it.each([
    [0.005, false, undefined, true],
    [0.01, false, undefined, false],
    [0.5, false, undefined, false],
    [0.5, true, undefined, true],
    [0.999, true, () => 0, true],
    [0.005, false, () => 0, false],
    [0.005, false, () => 0.4, false],
    [0.003, false, () => 0.4, true],
    [0.005, false, () => 50, true],
    [0.02, false, () => 50, false],
    [0.005, false, () => null, true],
    [0.005, false, () => Number.NaN, true],
    [
      0.005,
      false,
      () => {
        throw new Error('config down')
      },
      true,
    ],
  ])('random %p, always on %p, remote %p: %p', (random, alwaysOn, remote, sampled) => {
    expect(isSampled({ random, alwaysOn, remote })).toBe(sampled)
  })
})

describe('error dedupe window', () => {
  it.each([
    [0, false],
    [59_999, false],
    [60_000, true],
    [120_000, true],
  ])('the same error again after %i ms is reported: %p', (after, again) => {
    const isNew = createDeduper(C.ERROR_DEDUPE_WINDOW_MS)
    expect(isNew('boom', 1000)).toBe(true)
    expect(isNew('boom', 1000 + after)).toBe(again)
  })

  it('keeps different errors apart', () => {
    const isNew = createDeduper(C.ERROR_DEDUPE_WINDOW_MS)
    expect(isNew('a', 0)).toBe(true)
    expect(isNew('b', 0)).toBe(true)
  })
})

describe('blank-screen check', () => {
  it('samples 5 rows by 10 columns', () => {
    const points = samplePoints(1000, 500)
    expect(points).toHaveLength(50)
    expect(points[0]).toEqual([50, 50])
    expect(points[49]).toEqual([950, 450])
  })

  it.each([
    [50, 1, true],
    [48, 0.96, true],
    [47.5, 0.95, true],
    [47, 0.94, false],
    [0, 0, false],
  ])('%d empty points of 50 (ratio %p): blank %p', (empty, ratio, blank) => {
    const points = samplePoints(100, 100)
    const emptySet = new Set(points.slice(0, Math.floor(empty)).map((p) => p.join()))
    const measured = blankRatio(points, (x, y) => emptySet.has([x, y].join()))
    if (Number.isInteger(empty)) expect(measured).toBeCloseTo(ratio)
    expect(isBlank(ratio)).toBe(blank)
  })

  it.each([
    [0, true],
    [9_999, false],
    [10_000, true],
  ])('a second check %i ms later runs: %p', (after, runs) => {
    const throttle = createThrottle(C.BLANK_MIN_INTERVAL_MS)
    expect(throttle(5000)).toBe(true)
    expect(throttle(5000 + after)).toBe(after === 0 ? false : runs)
  })
})

describe('frame meter', () => {
  it('reports the frame rate every 120 frames', () => {
    const meter = createFrameMeter()
    const reports = []
    for (let i = 0; i <= 240; i++) reports.push(...meter(i * (1000 / 60)))
    expect(reports).toEqual([
      { kind: 'fps', fps: 60 },
      { kind: 'fps', fps: 60 },
    ])
  })

  it.each([
    [300, false],
    [301, true],
    [1000, true],
  ])('a %i ms frame is lag: %p', (gap, lag) => {
    const meter = createFrameMeter()
    meter(0)
    expect(meter(gap).some((r) => r.kind === 'lag')).toBe(lag)
  })
})

describe('failed requests', () => {
  it.each([
    [0, true],
    [200, false],
    [304, false],
    [399, false],
    [400, true],
    [404, true],
    [500, true],
  ])('status %i fails: %p', (status, failed) => {
    expect(isFailedStatus(status)).toBe(failed)
  })
})
