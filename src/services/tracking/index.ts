export * from './constants'
export { NOT_INSTALLED_MESSAGE, TrackerNotInstalledError } from './errors'
export { toSnakeCase, snakeKeys } from './snake-case'
export { encodePreviousPage, decodePreviousPage } from './previous-page'
export { clickSource } from './click-source'
export { buildEvent, isSendable } from './event'
export { buildContext, contextPlatform } from './context'
export { createOutbox } from './outbox'
export { createTracker, type Tracker } from './tracker'
export {
  installTracker,
  getTracker,
  track,
  trackPageEnter,
  trackPageLeave,
  trackPageShow,
  recentTrackingEvents,
  resetTrackerForTests,
} from './install'
export type * from './types'
export { usePageTracking, pageRefOf } from './use-page-tracking'
export { SPV_EVENT, listenToHistoryBack, rememberHistoryIndex, type SpvDetail } from './history-back'
export { trackingInfoOf, trackingProps, type TrackingInfo } from './attributes'
export { visibleRatio } from './visibility'
export { trackImpressions, IMPRESSION_SELECTOR } from './impressions'
