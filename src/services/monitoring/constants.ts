/** Monitoring constants (SPEC.md sections 7, 8 and 9). */

export const MONITOR_APP_ID = 112
export const MONITOR_URL = '/monitor/report'

/**
 * SPEC.md section 9: "sampling default 1 (1%, lowered by remote config)": the share of page sessions,
 * in percent, that send performance telemetry. Development and test addresses send everything.
 * Errors are never sampled out.
 */
export const SAMPLE_PERCENT_DEFAULT = 1
/** SPEC.md section 9: bridge timing logged for 1% of calls (bridge errors always). */
export const BRIDGE_TIMING_PERCENT = 1

export const ERROR_DEDUPE_WINDOW_MS = 60_000
export const ERROR_DEBOUNCE_MS = 10_000
export const RESOURCE_BATCH_SIZE = 50
export const FPS_FRAMES = 120
export const LAG_FRAME_MS = 300
export const PAINT_TIMEOUT_MS = 8000

/** SPEC.md section 7: batches of up to 5 events or 5 s. */
export const BATCH_MAX_EVENTS = 5
export const BATCH_MAX_WAIT_MS = 5000

/** Blank-screen check (SPEC.md section 9). */
export const BLANK_THRESHOLD = 0.95
export const BLANK_ROWS = 5
export const BLANK_COLUMNS = 10
export const BLANK_AUTO_CHECK_MS = 2500
export const BLANK_MIN_INTERVAL_MS = 10_000

/** web-vitals thresholds, good / poor boundaries (SPEC.md section 9). */
export const VITAL_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
} as const

export type VitalName = keyof typeof VITAL_THRESHOLDS
export type VitalRating = 'good' | 'needs-improvement' | 'poor'
