import {
  BANDS,
  JITTER_RANGE_MS,
  RTT_RANGE_MS,
  SCORE_WEIGHTS,
  SPEED_RANGE_KBPS,
  type NetworkQualityLevel,
} from './constants'

export interface ProbeResult {
  ms: number
  bytes: number
}

/** 100 at `best` or better, 0 at `worst` or worse, linear in between (either direction). */
export function linearScore(value: number, range: { best: number; worst: number }): number {
  const { best, worst } = range
  const t = (value - best) / (worst - best)
  return Math.round(100 * Math.min(1, Math.max(0, 1 - t)))
}

export interface Measures {
  rttMs: number
  jitterMs: number
  speedKbps: number
}

/** Round trip is the mean, jitter the mean change between successive probes, speed bytes over time. */
export function measuresOf(probes: readonly ProbeResult[]): Measures | null {
  if (probes.length === 0) return null
  const times = probes.map((p) => p.ms)
  const rttMs = times.reduce((a, b) => a + b, 0) / times.length
  let jitterMs = 0
  for (let i = 1; i < times.length; i++) jitterMs += Math.abs(times[i] - times[i - 1])
  jitterMs = times.length > 1 ? jitterMs / (times.length - 1) : 0
  const totalMs = Math.max(
    1,
    times.reduce((a, b) => a + b, 0),
  )
  const speedKbps = (probes.reduce((a, p) => a + p.bytes, 0) * 8) / totalMs
  return { rttMs, jitterMs, speedKbps }
}

/** SPEC.md section 9: weights 0.3 round trip, 0.2 jitter, 0.5 speed. */
export function scoreOf(m: Measures): number {
  return Math.round(
    SCORE_WEIGHTS.rtt * linearScore(m.rttMs, RTT_RANGE_MS) +
      SCORE_WEIGHTS.jitter * linearScore(m.jitterMs, JITTER_RANGE_MS) +
      SCORE_WEIGHTS.speed * linearScore(m.speedKbps, SPEED_RANGE_KBPS),
  )
}

/** SPEC.md section 9: 90-100 excellent, 80-90 good, 70-80 moderate, 60-70 acceptable, below weak. */
export function levelOf(score: number | null): NetworkQualityLevel {
  if (score === null || !Number.isFinite(score)) return 'UNKNOWN'
  for (const [lowest, level] of BANDS) if (score >= lowest) return level
  return 'WEAK'
}
