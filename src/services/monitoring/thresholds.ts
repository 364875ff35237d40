import { VITAL_THRESHOLDS, type VitalName, type VitalRating } from './constants'

/** Up to the first threshold is good, up to the second needs improvement, above it poor. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name]
  if (value <= good) return 'good'
  return value <= poor ? 'needs-improvement' : 'poor'
}
