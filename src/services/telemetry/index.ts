// The plumbing the tracker and the monitor share (issue 11): the environment and collector of a page, the
// transport, the recent-events log, the browser's lifecycle hooks and the session id. It imports neither
// of them, so tracking and monitoring each depend on it and never on each other.
export * from './constants'
export { TelemetryUrlError } from './errors'
export { environmentFromUrl, collectorFor, type CollectorTarget } from './environment'
export { createCollectorTransport, type Transport } from './transport'
export { createRecentLog, type RecentLog } from './recent-events'
export {
  listenToPageLifecycle,
  isBrowser,
  isOnline,
  currentHref,
  type LifecycleHandlers,
} from './browser-hooks'
export { randomId } from './random-id'
