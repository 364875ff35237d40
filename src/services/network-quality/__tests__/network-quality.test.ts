import { BANDS, FIRST_PROBE_DELAY_MS, PROBE_INTERVAL_MS, PROBES_PER_ROUND, SCORE_WEIGHTS } from '../constants'
import { levelOf, linearScore, measuresOf, scoreOf } from '../score'
import { createNetworkQuality } from '../monitor'

describe('network quality constants of SPEC.md section 9', () => {
  it.each([
    ['probe interval', PROBE_INTERVAL_MS, 60_000],
    ['probes per round', PROBES_PER_ROUND, 3],
    ['first probe delay', FIRST_PROBE_DELAY_MS, 3000],
  ])('%s', (_label, value, expected) => expect(value).toBe(expected))

  it('weighs round trip 0.3, jitter 0.2, speed 0.5', () => {
    expect(SCORE_WEIGHTS).toEqual({ rtt: 0.3, jitter: 0.2, speed: 0.5 })
    expect(BANDS.map(([s]) => s)).toEqual([90, 80, 70, 60])
  })
})

describe('bands', () => {
  it.each([
    [100, 'EXCELLENT'],
    [90, 'EXCELLENT'],
    [89.9, 'GOOD'],
    [80, 'GOOD'],
    [79, 'MODERATE'],
    [70, 'MODERATE'],
    [69, 'ACCEPTABLE'],
    [60, 'ACCEPTABLE'],
    [59, 'WEAK'],
    [0, 'WEAK'],
    [null, 'UNKNOWN'],
    [Number.NaN, 'UNKNOWN'],
  ])('score %p is %s', (score, level) => {
    expect(levelOf(score)).toBe(level)
  })
})

describe('scores', () => {
  it.each([
    [50, { best: 100, worst: 1000 }, 100],
    [100, { best: 100, worst: 1000 }, 100],
    [550, { best: 100, worst: 1000 }, 50],
    [1000, { best: 100, worst: 1000 }, 0],
    [5000, { best: 100, worst: 1000 }, 0],
    [10_000, { best: 5000, worst: 100 }, 100],
    [2550, { best: 5000, worst: 100 }, 50],
    [50, { best: 5000, worst: 100 }, 0],
  ])('%d in %p scores %d', (value, range, score) => {
    expect(linearScore(value, range)).toBe(score)
  })

  it('measures round trip, jitter and speed from the probes', () => {
    expect(
      measuresOf([
        { ms: 100, bytes: 1000 },
        { ms: 200, bytes: 1000 },
        { ms: 150, bytes: 1000 },
      ]),
    ).toEqual({ rttMs: 150, jitterMs: 75, speedKbps: 24000 / 450 })
    expect(measuresOf([])).toBeNull()
  })

  it.each([
    [{ rttMs: 50, jitterMs: 5, speedKbps: 10_000 }, 100],
    [{ rttMs: 50, jitterMs: 5, speedKbps: 50 }, 50],
    [{ rttMs: 2000, jitterMs: 500, speedKbps: 10_000 }, 50],
    [{ rttMs: 2000, jitterMs: 5, speedKbps: 50 }, 20],
    [{ rttMs: 50, jitterMs: 500, speedKbps: 50 }, 30],
  ])('weighs %p to %d', (measures, score) => {
    expect(scoreOf(measures)).toBe(score)
  })
})

describe('the meter', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve()
  }

  it('probes 3 times 3 s after start, then every 60 s, telling listeners only of changes', async () => {
    let fast = true
    const probe = jest.fn(async () => (fast ? { ms: 50, bytes: 100_000 } : { ms: 900, bytes: 100 }))
    const meter = createNetworkQuality(probe)
    const heard: string[] = []
    meter.onChange((level) => heard.push(level))
    meter.start()
    jest.advanceTimersByTime(FIRST_PROBE_DELAY_MS - 1)
    await settle()
    expect(probe).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await settle()
    expect(probe).toHaveBeenCalledTimes(3)
    expect(meter.level).toBe('EXCELLENT')
    jest.advanceTimersByTime(PROBE_INTERVAL_MS)
    await settle()
    expect(probe).toHaveBeenCalledTimes(6)
    fast = false
    jest.advanceTimersByTime(PROBE_INTERVAL_MS)
    await settle()
    expect(heard).toEqual(['EXCELLENT', 'WEAK'])
    meter.stop()
    jest.advanceTimersByTime(PROBE_INTERVAL_MS * 3)
    await settle()
    expect(probe).toHaveBeenCalledTimes(9)
  })

  it('is UNKNOWN when every probe fails', async () => {
    const meter = createNetworkQuality(async () => Promise.reject(new Error('offline')))
    await expect(meter.measure()).resolves.toBe('UNKNOWN')
  })
})
