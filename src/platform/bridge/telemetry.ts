import { createTelemetryQueue } from './client/telemetry-queue'

export type { BridgeRecord } from './client/telemetry-queue'

/**
 * Bridge timing and error records (SPEC.md section 7); monitoring drains them. Its own module, so
 * monitoring reads the queue without loading the bridge client, which only the app platform needs.
 */
export const bridgeTelemetry = createTelemetryQueue()
