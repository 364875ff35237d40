import { getPlatform, type Platform } from '@/platform'
import { parseUserAgent } from '@/platform/env/user-agent'
import { setTrackingParamsProvider } from '@/services/router/tracking-params'
import { currentHref, isBrowser, isOnline, listenToPageLifecycle } from '@/services/telemetry/browser-hooks'
import type { TelemetryEnvironment } from '@/services/telemetry/constants'
import { collectorFor, environmentFromUrl } from '@/services/telemetry/environment'
import { randomId } from '@/services/telemetry/random-id'
import { createRecentLog } from '@/services/telemetry/recent-events'
import { createCollectorTransport, type Transport } from '@/services/telemetry/transport'
import { trackingInfoOf, type TrackingInfo } from './attributes'
import {
  BATCH_SIZE,
  FLUSH_DELAY_MS,
  OUTBOX_LIMIT,
  OUTBOX_STORAGE_KEY,
  PREVIOUS_PAGE_STORAGE_KEY,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
} from './constants'
import { buildContext } from './context'
import { TrackerNotInstalledError } from './errors'
import { trackImpressions } from './impressions'
import { createOutbox } from './outbox'
import { createTracker, type Tracker } from './tracker'
import type { PageRef, TrackInput, TrackingEvent } from './types'

export interface InstallTrackerOptions {
  environment?: TelemetryEnvironment
  collectorUrl?: string
  transport?: Transport
}

/** The latest events of this page, for the webtest page's telemetry log. */
export const recentTrackingEvents = createRecentLog<TrackingEvent>()

let tracker: Tracker | undefined
// The first page can show before the app's launch hook installs the tracker: its view is kept for then.
let pendingPage: PageRef | undefined
let flushAll: (keepalive: boolean) => void = () => undefined

/** Installs the page's tracker once (app.ts); later calls return the same one. Never throws. */
export function installTracker(options: InstallTrackerOptions = {}): Tracker | undefined {
  if (tracker) return tracker
  try {
    tracker = create(options)
  } catch (error) {
    console.warn(`tracker: not installed: ${error instanceof Error ? error.message : String(error)}`)
  }
  return tracker
}

/** The platform's container, or null; a platform that cannot tell is no reason not to track. */
function containerOf(platform: Platform): { name: string; version: string } | null {
  try {
    return platform.environment.container()
  } catch {
    return null
  }
}

function create(options: InstallTrackerOptions): Tracker {
  const platform = getPlatform()
  const { storage } = platform
  const container = containerOf(platform)
  // A mini-program has no browser user agent: its phone's OS comes from the platform's report.
  const userAgent = container || typeof navigator === 'undefined' ? '' : navigator.userAgent
  const info = container ? platform.environment.describe().info : parseUserAgent(userAgent)
  const environment = options.environment ?? environmentFromUrl(currentHref())
  const language = typeof navigator === 'undefined' ? 'zh-CN' : navigator.language
  const transport =
    options.transport ?? createCollectorTransport(collectorFor(environment, language, options.collectorUrl))
  // Mini-program builds have no fetch: nothing can be sent, so nothing is kept in storage and nothing is
  // retried (a retry timer would also keep a Node test harness alive); the memory queue stays bounded.
  const canSend = transport.supported?.() !== false
  const outbox = createOutbox<TrackingEvent>({
    transport,
    store: canSend
      ? {
          load: () => storage.getItem(OUTBOX_STORAGE_KEY),
          save: (value) => storage.setItem(OUTBOX_STORAGE_KEY, value),
        }
      : { load: async () => null, save: async () => undefined },
    encode: (events) => JSON.stringify({ events }),
    batchSize: BATCH_SIZE,
    limit: OUTBOX_LIMIT,
    flushDelayMs: FLUSH_DELAY_MS,
    retryBaseMs: RETRY_BASE_MS,
    retryMaxMs: RETRY_MAX_MS,
    isOnline: () => canSend && isOnline(),
  })
  let userId = ''
  let previousToken: string | null = null
  const sessionId = randomId()
  platform.environment
    .visitorId()
    .then((id) => (userId = id))
    .catch(() => undefined)
  storage
    .getItem(PREVIOUS_PAGE_STORAGE_KEY)
    .then((token) => (previousToken ??= token))
    .catch(() => undefined)

  const created = createTracker({
    send(event) {
      recentTrackingEvents.add(event)
      outbox.add(event)
    },
    context: () => buildContext({ info, userAgent, sessionId, userId, environment, container }),
    now: () => Date.now(),
    newId: randomId,
    previousPage: {
      read: () => previousToken,
      write(token) {
        previousToken = token
        storage.setItem(PREVIOUS_PAGE_STORAGE_KEY, token).catch(() => undefined)
      },
    },
    common: () => ({ url: currentHref(), specificPlatform: platform.name, isApp: info.inApp }),
  })
  created.install()
  if (pendingPage) created.enter(pendingPage)
  pendingPage = undefined
  setTrackingParamsProvider(() => created.params())
  void outbox.restore()
  flushAll = (keepalive) => void outbox.flush({ keepalive }).catch(() => undefined)
  listenToPageLifecycle({
    hidden: () => {
      created.leave()
      flushAll(true)
    },
    visible: () => created.show(),
    pagehide: () => {
      created.leave()
      flushAll(true)
    },
    online: () => flushAll(false),
  })
  // A mini-program going to the background sends what it has; the outbox keeps the rest for next launch.
  platform.environment.onAppHide(() => {
    created.leave()
    flushAll(false)
  })
  listenToTrackedElements(created)
  // SPEC.md section 2: a page view when the app's view appears again (the webview was covered).
  platform.environment.onViewVisibility((visible) => {
    if (visible) return created.show()
    created.leave()
    flushAll(false)
  })
  return created
}

const inputOf = (kind: 'click' | 'impression', info: TrackingInfo): TrackInput => ({
  kind,
  eventKey: info.eventKey,
  moduleKey: info.moduleKey,
  index: info.index,
  attributes: info.attributes,
})

/** Clicks on, and impressions of, elements that carry tracking keys (web only). */
function listenToTrackedElements(target: Tracker): void {
  if (!isBrowser() || typeof document.addEventListener !== 'function') return
  document.addEventListener(
    'click',
    (event) => {
      const info = trackingInfoOf(event.target instanceof Element ? event.target : null)
      if (info) target.push(inputOf('click', info))
    },
    true,
  )
  trackImpressions({
    root: document,
    report: (element) => {
      const info = trackingInfoOf(element)
      if (info) target.push(inputOf('impression', info))
    },
  })
}

export function getTracker(): Tracker {
  if (!tracker) throw new TrackerNotInstalledError()
  return tracker
}

let warned = false
/** Telemetry never breaks the page: failures are reported once on the console, never thrown. */
function safely(run: (t: Tracker) => void): void {
  try {
    run(getTracker())
  } catch (error) {
    if (!warned && typeof process !== 'undefined' && process.env.NODE_ENV !== 'test') {
      warned = true
      console.error(error instanceof Error ? error.message : String(error))
    }
  }
}

export const track = (input: TrackInput) => safely((t) => t.push(input))
export const trackPageEnter = (page: PageRef) => {
  if (!tracker) pendingPage = page
  else safely((t) => t.enter(page))
}
export const trackPageLeave = () => safely((t) => t.leave())
export const trackPageShow = () => safely((t) => t.show())

/** Tests start from scratch. */
export function resetTrackerForTests(): void {
  tracker = undefined
  pendingPage = undefined
  warned = false
  setTrackingParamsProvider(null)
  recentTrackingEvents.clear()
}
