export { LocateError, locateWgs84 } from './locate-wgs84'
