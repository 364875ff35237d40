import type { TelemetryEnvironment } from '@/services/telemetry/constants'
import type { EventKind } from './constants'

/** SPEC.md section 3: the context every event carries. */
export interface TrackingContext {
  app_id: string
  session_id: string
  platform: 'iOS' | 'iOSBrowser' | 'Android' | 'AndroidBrowser' | 'PC'
  user_agent: string
  artifact_name: string
  artifact_version: string
  user_id: string
  group_user_id: string
  container_artifact_name: string
  container_artifact_version: string
  environment: TelemetryEnvironment
  attributes?: Record<string, unknown>
}

export interface EventInfo {
  event_seq: number
  event_id: string
  event_time: number
  page_key: string
  route_matched_path: string
  url: string
  rp?: string
  rp_index?: number
}

export interface TrackingEvent {
  kind: EventKind
  event_key: string
  module_key?: string
  /** click or impression (SPEC.md section 3); page views and ends have none. */
  action?: 'click' | 'impression'
  attributes: Record<string, unknown>
  event_info: EventInfo
  /** Page ends: how long the page was shown, in ms. */
  duration?: number
  context: TrackingContext
}

/** What a caller pushes; the tracker fills in the page, sequence, time and context. */
export interface TrackInput {
  kind: EventKind
  eventKey: string
  moduleKey?: string
  attributes?: Record<string, unknown>
  duration?: number
  /** Position of the element among its siblings (1-based), for uba_index. */
  index?: number
}

/** The page being shown, as the router knows it. */
export interface PageRef {
  pageKey: string
  /** The route's pattern, e.g. /journey/detail/:id. */
  matchedPath: string
  url: string
  attributes?: Readonly<Record<string, string>>
  query?: Record<string, string>
}
