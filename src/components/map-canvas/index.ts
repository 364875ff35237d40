export { baseMapSvg, OUTLINE_MIN_SPAN_DEG, type BaseLayers } from './base-map'
export { bd09ToGcj02, gcj02ToWgs84, inChina, toWgs84, wgs84ToGcj02 } from './coords'
export { OUTLINES, type OutlineCollection, type OutlineFeature } from './data/outlines'
export type { MapMarker, MapRegion, MapRoute, MapSelectionKind, RegionGeometry, Ring } from './layers'
export { overlapGroups, ringRadius, spreadMarkers, type PlacedMarker, type SpreadMarker } from './overlap'
export { fitToBox, routeSvg, type MapPoint, type Projected } from './projection'
export {
  polygonsOf,
  regionAt,
  regionContains,
  regionCorners,
  regionLabelPoint,
  regionsFromOutlines,
} from './regions'
export { MAX_TILES, tilesFor, type PlacedTile } from './tiles'
export { DEFAULT_MIN_SPAN_DEG, fitViewport, mercatorY, type FitOptions, type Viewport } from './viewport'
export {
  clampView,
  FITTED,
  isFitted,
  MAX_SCALE,
  pan,
  pinch,
  toMap,
  toShown,
  viewForKey,
  wheelFactor,
  zoomAt,
  type Point,
  type ViewBounds,
  type ViewTransform,
} from './view-transform'
export { MapCanvas, type MapCanvasProps } from './map-canvas'
