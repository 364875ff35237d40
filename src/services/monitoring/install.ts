import { getPlatform } from '@/platform'
import { bridgeTelemetry, type BridgeRecord } from '@/platform/bridge/telemetry'
import { currentHref, isBrowser, listenToPageLifecycle } from '@/services/telemetry/browser-hooks'
import { environmentFromUrl } from '@/services/telemetry/environment'
import { randomId } from '@/services/telemetry/random-id'
import { createRecentLog } from '@/services/telemetry/recent-events'
import { createCollectorTransport, type Transport } from '@/services/telemetry/transport'
import { BATCH_MAX_WAIT_MS, BRIDGE_TIMING_PERCENT, MONITOR_APP_ID, MONITOR_URL } from './constants'
import { startBrowserCollectors, startPaintTimeout } from './browser-collectors'
import { listenToErrors, isFailedStatus, replayErrorEvent } from './error-listeners'
import { createMonitor, type Monitor } from './monitor'
import { isSampled, type RemoteSampling } from './sampling'
import type { MonitorEvent } from './types'
import { observeVitals } from './vitals'

export interface InstallMonitorOptions {
  /** The remote-config hook: the sampling percent it wants (can only lower the default). */
  remoteSampling?: RemoteSampling
  transport?: Transport
}

export const recentMonitorEvents = createRecentLog<MonitorEvent>()

let monitor: Monitor | undefined
let checkBlank: (reason: string) => void = () => undefined

/** Installs the page's monitor once (app.ts). Never throws, never shows anything. */
export function installMonitor(options: InstallMonitorOptions = {}): Monitor | undefined {
  if (monitor) return monitor
  try {
    monitor = create(options)
  } catch (error) {
    console.warn(`monitor: not installed: ${error instanceof Error ? error.message : String(error)}`)
  }
  return monitor
}

function create(options: InstallMonitorOptions): Monitor {
  const environment = environmentFromUrl(currentHref())
  const transport =
    options.transport ??
    createCollectorTransport({ url: MONITOR_URL, headers: { 'content-type': 'text/plain;charset=UTF-8' } })
  let hiding = false
  const created = createMonitor({
    send: (events) =>
      void transport.send(JSON.stringify({ app_id: MONITOR_APP_ID, events }), { keepalive: hiding }),
    now: () => Date.now(),
    url: () => currentHref() ?? '',
    sessionId: randomId(),
    sampled: isSampled({
      random: Math.random(),
      alwaysOn: environment === 'development' || environment === 'test',
      remote: options.remoteSampling,
    }),
    onEvent: (event) => recentMonitorEvents.add(event),
  })
  const drainBridge = () => bridgeTelemetry.drain().forEach((record) => reportBridge(created, record))
  if (!isBrowser()) {
    // Mini-programs: what was batched goes out when the app goes to the background.
    getPlatform().environment.onAppHide(() => created.flush())
    return created
  }
  listenToErrors(created, window)
  if (created.sampled) {
    // Vitals and the paint timeout are performance telemetry, which an unsampled session never sends:
    // 99 visitors in 100 do not download web-vitals at all.
    let painted = false
    observeVitals(created, () => (painted = true))
    startPaintTimeout(created, () => painted)
  }
  const collectors = startBrowserCollectors(created, [MONITOR_URL, '/tracker/collect'])
  checkBlank = collectors.checkBlank
  setInterval(drainBridge, BATCH_MAX_WAIT_MS)
  const flushAll = () => {
    hiding = true
    collectors.resources.flush()
    drainBridge()
    created.flush()
    hiding = false
  }
  listenToPageLifecycle({
    hidden: flushAll,
    pagehide: flushAll,
    visible: () => undefined,
    online: () => undefined,
  })
  return created
}

/** Bridge records (SPEC.md section 7): errors always, timings for 1% of calls. */
function reportBridge(target: Monitor, record: BridgeRecord): void {
  if (record.kind === 'timing') {
    if (Math.random() * 100 < BRIDGE_TIMING_PERCENT) target.report('bridge', { ...record })
    return
  }
  target.error('js_error', { bridge: true, ...record }, `bridge:${record.kind}:${record.method}`)
}

/** Errors raised before the monitor was installed (deferred.ts kept them), reported now. */
export function reportEarlyErrors(events: readonly Event[]): void {
  if (!monitor || !isBrowser()) return
  for (const event of events) replayErrorEvent(monitor, window, event)
}

/** The HTTP service reports failed requests here (status 0 or 400+). */
export function reportRequestFailure(request: { url: string; status: number; method?: string }): void {
  if (!monitor || !isFailedStatus(request.status)) return
  monitor.error(
    'request_error',
    { ...request },
    `req:${request.method ?? 'GET'}:${request.url}:${request.status}`,
  )
}

/** A route change may leave a blank page behind: ask for a check (throttled to once per 10 s). */
export function requestBlankScreenCheck(reason = 'route'): void {
  checkBlank(reason)
}

export function resetMonitorForTests(): void {
  monitor = undefined
  checkBlank = () => undefined
  recentMonitorEvents.clear()
}
