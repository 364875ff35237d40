export { LoadingState, EmptyState, ErrorState } from './states'
export { AsyncView, type AsyncStatus } from './async-view'
export { useLoad } from './use-load'
