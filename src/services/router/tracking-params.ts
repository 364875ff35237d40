import { DEFAULT_UBA_INDEX, TRACKING_PARAM_NAMES } from './constants'
import type { Query } from './route-target'

export interface TrackingParams {
  /** Page key of the page the visitor leaves. */
  pre?: string
  /** Position of the element that led here (1-based). */
  index?: number
  /** Opaque tracker info of the click that led here (its event key). */
  info?: string
}

type Provider = () => TrackingParams | null

// The tracker supplies these once installed; before that (and in unit tests) nothing is appended, so
// the router does not depend on tracking.
let provider: Provider = () => null

export function setTrackingParamsProvider(next: Provider | null): void {
  provider = next ?? (() => null)
}

/** The query parameters to append to the next route change; empty when no tracker is installed. */
export function trackingQuery(overrides: TrackingParams = {}): Query {
  let base: TrackingParams | null = null
  try {
    base = provider()
  } catch {
    // Telemetry never breaks navigation.
  }
  if (!base) return {}
  const params = { ...base, ...overrides }
  const query: Query = { [TRACKING_PARAM_NAMES.index]: params.index ?? DEFAULT_UBA_INDEX }
  if (params.pre) query[TRACKING_PARAM_NAMES.pre] = params.pre
  if (params.info) query[TRACKING_PARAM_NAMES.info] = params.info
  return query
}

/** Appends the tracking parameters to a link (kept parameters win: a shared link keeps its origin). */
export function withTrackingParams(url: string, overrides: TrackingParams = {}): string {
  const query = trackingQuery(overrides)
  const [beforeHash, hash = ''] = url.split('#')
  const [path, search = ''] = beforeHash.split('?')
  const params = new URLSearchParams(search)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && !params.has(key)) params.set(key, String(value))
  }
  const qs = params.toString()
  return `${path}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`
}

/** Reads the tracking parameters the previous page left on this one. */
export function readTrackingParams(query: Record<string, string | undefined>): TrackingParams {
  const index = Number(query[TRACKING_PARAM_NAMES.index])
  return {
    pre: query[TRACKING_PARAM_NAMES.pre] || undefined,
    index: Number.isInteger(index) && index > 0 ? index : DEFAULT_UBA_INDEX,
    info: query[TRACKING_PARAM_NAMES.info] || undefined,
  }
}
