export { overlapGroups, ringRadius, spreadMarkers, type PlacedMarker, type SpreadMarker } from './overlap'
