export { useLitMap, type LitMap, type LitMapData } from './hooks/use-lit-map'
export { useCheckinStatus } from './hooks/use-checkin-status'
export { LitCountsView } from './components/lit-counts'
export { LitMapView, type LitMapViewProps } from './components/lit-map-view'
export { RegionPanel, type RegionPanelProps } from './components/region-panel'
export { confirmCancel } from './components/confirm-cancel'
export { CHINA_VIEW, WORLD_VIEW, viewKey, type MapView } from './model/map-view'
export { regionName, totalsOf, childrenOf, type RegionTable } from './model/region-table'
export { levelOf, provinceOf, ancestorsOf, isRegionCode, CHINA, type RegionLevel } from './model/region-codes'
export { withLit, withCancelled, countsOf, newlyLit, type LitSet, type LitCounts } from './model/lit-set'
export {
  getRecommendedPlaces,
  getSharedMap,
  getRegionTable,
  searchRegions,
  getParticipants,
  getTemplates,
  getLitCodes,
  getStats,
} from './api/checkin-api'
export { posterArtwork } from './model/poster-artwork'
export { templatePalette } from './model/template-palette'
export { loadProvinceShapes } from './regions'
