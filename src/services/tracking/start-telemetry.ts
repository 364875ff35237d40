import { installMonitor } from '@/services/monitoring/install'
import { installParentFrame } from '@/services/parent-frame/install'
import { listenToHistoryBack } from './history-back'
import { installTracker } from './install'

let started = false

/** app.ts calls this once at launch: tracker, monitor, parent-frame listener, back event (issue #6). */
export function startTelemetry(): void {
  if (started) return
  started = true
  for (const start of [installMonitor, installTracker, installParentFrame, listenToHistoryBack]) {
    try {
      start()
    } catch {
      // Telemetry never breaks the page; each part stands alone.
    }
  }
}
