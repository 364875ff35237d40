import type { SchemaErrorCode } from './errors'

export type BridgeRecord =
  | { kind: 'timing'; method: string; ms: number; channel: 'new' | 'legacy' }
  | { kind: 'error'; method: string; code: string; schemaCode: SchemaErrorCode; message: string }
  /** The app answered -10000: the new channel does not know this method (SPEC.md section 4). */
  | { kind: 'new-channel-unsupported'; method: string }

/**
 * Bridge timing and error records wait here until monitoring (issue #6) drains them. Bounded, so a page
 * without monitoring never grows it without limit; telemetry never breaks the page (STYLE.md rule 7).
 */
export function createTelemetryQueue(limit = 200) {
  const records: BridgeRecord[] = []
  return {
    push(record: BridgeRecord) {
      if (records.length >= limit) records.shift()
      records.push(record)
    },
    drain(): BridgeRecord[] {
      return records.splice(0, records.length)
    },
    get size() {
      return records.length
    },
  }
}

export type TelemetryQueue = ReturnType<typeof createTelemetryQueue>
