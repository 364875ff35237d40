import { snakeKeys } from './snake-case'
import type { EventInfo, PageRef, TrackInput, TrackingContext, TrackingEvent } from './types'
import type { PreviousPage } from './previous-page'

export interface BuildState {
  seq: number
  now: number
  id: string
  page: PageRef
  previous: PreviousPage | null
  context: TrackingContext
  /** Attributes every event of this page carries (SPEC.md section 3: query plus source, channel, ...). */
  common: Record<string, unknown>
}

export function buildEvent(input: TrackInput, state: BuildState): TrackingEvent {
  const info: EventInfo = {
    event_seq: state.seq,
    event_id: state.id,
    event_time: state.now,
    page_key: state.page.pageKey,
    route_matched_path: state.page.matchedPath,
    url: state.page.url,
  }
  if (state.previous) {
    info.rp = state.previous.pageKey
    info.rp_index = state.previous.index
  }
  const event: TrackingEvent = {
    kind: input.kind,
    event_key: input.eventKey,
    attributes: snakeKeys({ ...state.common, ...state.page.attributes, ...input.attributes }),
    event_info: info,
    context: state.context,
  }
  if (input.moduleKey) event.module_key = input.moduleKey
  if (input.kind === 'click' || input.kind === 'impression') event.action = input.kind
  if (input.kind === 'page_end') event.duration = Math.max(0, Math.round(input.duration ?? 0))
  return event
}

/** SPEC.md section 5: events without a page key, an event key or event info are dropped. */
export function isSendable(event: Partial<TrackingEvent> | null | undefined): event is TrackingEvent {
  return Boolean(
    event &&
    typeof event.event_key === 'string' &&
    event.event_key !== '' &&
    event.event_info &&
    typeof event.event_info.page_key === 'string' &&
    event.event_info.page_key !== '',
  )
}
