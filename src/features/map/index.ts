export { DayMap } from './components/day-map'
export { fitToBox, routeSvg, type MapPoint } from './projection'
