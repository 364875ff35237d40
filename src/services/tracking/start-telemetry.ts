import { installMonitorLater } from '@/services/monitoring/deferred'
import type { InstallMonitorOptions } from '@/services/monitoring/install'
import { startParentFrame } from '@/services/parent-frame/start'
import { listenToHistoryBack } from './history-back'
import { installTracker, type InstallTrackerOptions } from './install'

let started = false

export interface TelemetryOptions {
  tracker?: InstallTrackerOptions
  /** The remote-config hook for sampling goes here (`monitor.remoteSampling`): it is read once, at start. */
  monitor?: InstallMonitorOptions
}

/** app.ts calls this once at launch: tracker, monitor, parent-frame listener, back event (issue #6). */
export function startTelemetry(options: TelemetryOptions = {}): void {
  if (started) return
  started = true
  const parts = [
    () => installMonitorLater(options.monitor),
    () => installTracker(options.tracker),
    () => startParentFrame(),
    () => listenToHistoryBack(),
  ]
  for (const start of parts) {
    try {
      start()
    } catch {
      // Telemetry never breaks the page; each part stands alone.
    }
  }
}
