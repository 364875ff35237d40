/** Network quality constants (SPEC.md sections 3 and 9). */

export const PROBE_INTERVAL_MS = 60_000
export const PROBES_PER_ROUND = 3
export const FIRST_PROBE_DELAY_MS = 3000

export const SCORE_WEIGHTS = { rtt: 0.3, jitter: 0.2, speed: 0.5 } as const

export const LEVELS = ['EXCELLENT', 'GOOD', 'MODERATE', 'ACCEPTABLE', 'WEAK', 'UNKNOWN'] as const
export type NetworkQualityLevel = (typeof LEVELS)[number]

/** Lowest score of each band, best first; below the last one is WEAK. */
export const BANDS: ReadonlyArray<readonly [number, NetworkQualityLevel]> = [
  [90, 'EXCELLENT'],
  [80, 'GOOD'],
  [70, 'MODERATE'],
  [60, 'ACCEPTABLE'],
]

/**
 * How each measure maps to 0-100 (ours: the spec gives only the weights). Linear between the value
 * that earns 100 and the one that earns 0.
 */
export const RTT_RANGE_MS = { best: 100, worst: 1000 } as const
export const JITTER_RANGE_MS = { best: 20, worst: 300 } as const
export const SPEED_RANGE_KBPS = { best: 5000, worst: 100 } as const

/** A probe gives up after this long (counts as a failed probe). */
export const PROBE_TIMEOUT_MS = 10_000
/** The site's own entry page: small, always there, and answered by the same server as the API. */
export const PROBE_URL = '/web/'
