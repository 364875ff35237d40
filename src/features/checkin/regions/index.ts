export {
  decodeShapes,
  loadCityShapes,
  loadCountryShapes,
  loadProvinceShapes,
  regionAtPoint,
  RegionShapesUnavailableError,
  type RegionGeometry,
  type RegionShapes,
  type RegionShapesErrorCode,
  type RegionsTopology,
} from './region-shapes'
export { REGIONS_WITHOUT_SHAPE } from './without-shape'
