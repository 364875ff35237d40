export * from './constants'
export { rateVital } from './thresholds'
export { isSampled, type RemoteSampling } from './sampling'
export { createDeduper } from './dedupe'
export { createDebouncer } from './debouncer'
export { createBatcher } from './batcher'
export { samplePoints, blankRatio, isBlank, createThrottle } from './blank-screen'
export { createFrameMeter } from './frames'
export { createMonitor, type Monitor } from './monitor'
export { isFailedStatus } from './error-listeners'
export {
  installMonitor,
  reportRequestFailure,
  requestBlankScreenCheck,
  recentMonitorEvents,
  resetMonitorForTests,
} from './install'
export type * from './types'
