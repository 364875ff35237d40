import type { MonitorEvent } from '@/services/monitoring/types'
import type { TrackingEvent } from '@/services/tracking/types'

/** One line per tracked event: kind, key, page, where it came from, and how long for page ends. */
export function trackedLine(event: TrackingEvent): string {
  const parts = [event.kind, event.event_key, `page=${event.event_info.page_key}`]
  if (event.event_info.rp) parts.push(`rp=${event.event_info.rp}#${event.event_info.rp_index ?? 1}`)
  if (event.duration !== undefined) parts.push(`${event.duration} ms`)
  return parts.join(' · ')
}

/** One line per monitored event: its type and the one or two fields that say what happened. */
export function monitoredLine(event: MonitorEvent): string {
  const { data } = event
  switch (event.type) {
    case 'vital':
      return `vital · ${String(data.name)}=${String(data.value)} (${String(data.rating)})`
    case 'resources':
      return `resources · ${Array.isArray(data.entries) ? data.entries.length : 0}`
    case 'fps':
      return `fps · ${String(data.fps)}`
    case 'lag':
      return `lag · ${String(data.ms)} ms`
    default:
      return `${event.type} · ${String(data.message ?? data.src ?? data.url ?? data.ratio ?? '')}`
  }
}
