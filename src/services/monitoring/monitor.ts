import {
  BATCH_MAX_EVENTS,
  BATCH_MAX_WAIT_MS,
  ERROR_DEBOUNCE_MS,
  ERROR_DEDUPE_WINDOW_MS,
  MONITOR_APP_ID,
} from './constants'
import { createBatcher } from './batcher'
import { createDebouncer } from './debouncer'
import { createDeduper } from './dedupe'
import type { MonitorEvent, MonitorEventType } from './types'

export interface MonitorOptions {
  send(batch: MonitorEvent[]): void
  now(): number
  url(): string
  sessionId: string
  /** Whether this session sends performance telemetry (errors are always sent). */
  sampled: boolean
  onEvent?(event: MonitorEvent): void
}

const ERROR_TYPES: ReadonlySet<MonitorEventType> = new Set([
  'js_error',
  'unhandled_rejection',
  'resource_error',
  'request_error',
])

/**
 * The monitor's core: performance events go straight to the batcher (when sampled); errors are
 * deduplicated over 60 s and debounced 10 s first. Nothing here throws and nothing is shown to the user
 * (SPEC.md section 8).
 */
export function createMonitor(options: MonitorOptions) {
  const batcher = createBatcher<MonitorEvent>({
    maxEvents: BATCH_MAX_EVENTS,
    maxWaitMs: BATCH_MAX_WAIT_MS,
    send: (batch) => {
      try {
        options.send(batch)
      } catch {
        // Telemetry never breaks the page.
      }
    },
  })
  const errors = createDebouncer<MonitorEvent>(ERROR_DEBOUNCE_MS, (items) => items.forEach(batcher.add))
  const isNew = createDeduper(ERROR_DEDUPE_WINDOW_MS)

  const build = (type: MonitorEventType, data: Record<string, unknown>): MonitorEvent => ({
    type,
    app_id: MONITOR_APP_ID,
    time: options.now(),
    url: options.url(),
    session_id: options.sessionId,
    data,
  })

  /** Errors: `key` identifies "the same error" for the 60 s dedupe window. */
  const error = (type: MonitorEventType, data: Record<string, unknown>, key: string): void => {
    try {
      if (!isNew(key, options.now())) return
      const event = build(type, data)
      options.onEvent?.(event)
      errors.add(event)
    } catch {
      // Telemetry never breaks the page.
    }
  }

  return {
    get sampled() {
      return options.sampled
    },
    /** Performance telemetry: vitals, resources, fps, lag, paint timeout, blank screen, bridge timing. */
    report(type: MonitorEventType, data: Record<string, unknown>): void {
      try {
        if (ERROR_TYPES.has(type)) return error(type, data, JSON.stringify([type, data]))
        if (!options.sampled) return
        const event = build(type, data)
        options.onEvent?.(event)
        batcher.add(event)
      } catch {
        // Telemetry never breaks the page.
      }
    },
    error,
    /** Page hide: everything waiting goes now. */
    flush(): void {
      errors.flush()
      batcher.flush()
    },
  }
}

export type Monitor = ReturnType<typeof createMonitor>
