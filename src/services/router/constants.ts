/** Router constants (SPEC.md section 2 and 9). */

/** Tracking query parameters appended to route changes and links (SPEC.md section 2). */
export const TRACKING_PARAM_NAMES = {
  pre: 'uba_pre',
  index: 'uba_index',
  info: 'ubaTrackerInfo',
} as const

/** SPEC.md section 9: default uba_index 1. */
export const DEFAULT_UBA_INDEX = 1
