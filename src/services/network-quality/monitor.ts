import {
  FIRST_PROBE_DELAY_MS,
  PROBE_INTERVAL_MS,
  PROBES_PER_ROUND,
  type NetworkQualityLevel,
} from './constants'
import { levelOf, measuresOf, scoreOf, type ProbeResult } from './score'

export type Probe = () => Promise<ProbeResult | null>
export type QualityListener = (level: NetworkQualityLevel, score: number | null) => void

/**
 * SPEC.md section 4 and 9: re-measured every 60 s with 3 probes, the first round 3 s after start;
 * listeners hear about a level only when it changes.
 */
export function createNetworkQuality(probe: Probe) {
  const listeners = new Set<QualityListener>()
  let level: NetworkQualityLevel = 'UNKNOWN'
  let score: number | null = null
  let first: ReturnType<typeof setTimeout> | undefined
  let every: ReturnType<typeof setInterval> | undefined

  async function measure(): Promise<NetworkQualityLevel> {
    const results: ProbeResult[] = []
    for (let i = 0; i < PROBES_PER_ROUND; i++) {
      try {
        const result = await probe()
        if (result) results.push(result)
      } catch {
        // A failed probe just does not count.
      }
    }
    const measures = measuresOf(results)
    score = measures ? scoreOf(measures) : null
    const next = levelOf(score)
    if (next !== level) {
      level = next
      listeners.forEach((listener) => {
        try {
          listener(next, score)
        } catch {
          // One listener's failure is not the others' problem.
        }
      })
    }
    return level
  }

  return {
    get level() {
      return level
    },
    get score() {
      return score
    },
    measure,
    start(): void {
      if (first !== undefined || every !== undefined) return
      first = setTimeout(() => {
        void measure()
        every = setInterval(() => void measure(), PROBE_INTERVAL_MS)
      }, FIRST_PROBE_DELAY_MS)
    },
    stop(): void {
      if (first !== undefined) clearTimeout(first)
      if (every !== undefined) clearInterval(every)
      first = every = undefined
    },
    onChange(listener: QualityListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type NetworkQuality = ReturnType<typeof createNetworkQuality>
