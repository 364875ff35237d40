/** Tracking constants (SPEC.md sections 3, 7 and 9, issue #6); the environments and collectors are telemetry's (src/services/telemetry/constants.ts). */

/** SPEC.md section 9: the tracker's name. */
export const TRACKER_NAME = 'Tracker'
/** SPEC.md section 9 / 5: a click counts as the source of a navigation only within 800 ms. */
export const CLICK_NAVIGATION_WINDOW_MS = 800
/** SPEC.md section 9 / 5: a previous-page token is valid 12 hours. */
export const TOKEN_VALIDITY_MS = 43_200_000

/** Event kinds of SPEC.md section 3. */
export const EVENT_KINDS = ['click', 'impression', 'page_view', 'page_end'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** Context of every event: who we are (SPEC.md section 3). */
export const ARTIFACT_NAME = 'trip-companion-web'
// The one artifact version of the product (SPEC.md section 9), not a tracker-local copy.
export { ARTIFACT_VERSION } from '@/constants'
export const TRACKER_APP_ID = 'trip_companion'

/** Beyond the spec (issue #6): the outbox that keeps events across failures and offline spells. */
export const OUTBOX_STORAGE_KEY = 'tracker-outbox'
export const PREVIOUS_PAGE_STORAGE_KEY = 'tracker-previous-page'
/** Oldest events are dropped past this many, so a page that never reaches the collector stays bounded. */
export const OUTBOX_LIMIT = 500
/** Events per POST (the collector takes at most 50). */
export const BATCH_SIZE = 20
/** Collect events for this long before a POST. */
export const FLUSH_DELAY_MS = 1000
/** After a failed POST, wait this long (doubling up to the maximum) before the next attempt. */
export const RETRY_BASE_MS = 2000
export const RETRY_MAX_MS = 60_000

/** Impressions (SPEC.md section 9). */
export const IMPRESSION_RATIO = 0.5
export const FALLBACK_IMPRESSION_RATIO = 0.3
export const IMPRESSION_DEBOUNCE_MS = 500
export const FALLBACK_POLL_MS = 5000
export const FALLBACK_MAX_TICKS = 120
export const ATTRIBUTE_MAX_ANCESTORS = 20

/** Data attributes that mark a tracked element. */
export const TRACKING_DATA_ATTRIBUTES = {
  eventKey: 'data-track-key',
  moduleKey: 'data-track-module',
  index: 'data-track-index',
  attrs: 'data-track-attrs',
  impression: 'data-track-impression',
} as const
