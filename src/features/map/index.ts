export { DayMap } from './components/day-map'
export { FullMap, type FullMapProps } from './components/full-map'
export { StopCard, type StopCardProps } from './components/stop-card'
// The drawing engine lives in components/map-canvas (issue 12); these names stay for the pages.
export {
  fitToBox,
  fitViewport,
  routeSvg,
  tilesFor,
  toWgs84,
  type MapPoint,
  type Viewport,
} from '@/components/map-canvas'
export { parseMapQuery, type MapQuery, type MapQueryProblem } from './query'
export { useScene } from './hooks/use-scene'
export { MapNotFoundError, type MapScene, type MapStop } from './model'
