/** SPEC.md section 5: a telemetry URL cannot be empty. */
export class TelemetryUrlError extends Error {
  readonly code = 'ERR_TELEMETRY_URL'
  constructor() {
    super('a telemetry URL cannot be empty')
    this.name = 'TelemetryUrlError'
  }
}
