export { LazyImage } from './lazy-image'
export { loadedImages, createLoadedCache } from './cache'
export { isNearViewport, throttle } from './near-viewport'
export * from './constants'
