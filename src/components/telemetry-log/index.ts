export { TelemetryLog } from './telemetry-log'
