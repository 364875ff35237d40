import type { RegionGeometry } from '@/components/map-canvas/layers'
import { useLoad } from '@/components/states'
import { loadCityShapes, loadCountryShapes, loadProvinceShapes } from '../regions'
import { viewKey, type MapView } from '../model/map-view'

type Shapes = ReadonlyMap<string, RegionGeometry>

/** The shapes of a view's layer; each layer is its own chunk, the cities one per province. */
const loadView = (view: MapView): Promise<Shapes> => {
  if (view.kind === 'world') return loadCountryShapes()
  if (view.kind === 'province') return loadCityShapes(view.code)
  return loadProvinceShapes()
}

export function useRegionShapes(view: MapView) {
  return useLoad(viewKey(view), () => loadView(view))
}
