/**
 * A region without a real shape still needs something to tap and light: a hexagon round its centre,
 * drawn after (above) the real shapes. The server's centre is used; where the server has none, or only
 * its parent's (a placeholder of server/seed/tools/gen-regions.cjs), there is nowhere to put it and the
 * region goes on the exceptions list (REGIONS_WITHOUT_SHAPE) instead.
 */
import { hexagon } from './geometry.mjs'

/** Degrees of latitude from the centre to a corner: ~28 km, a few pixels on a phone's country map. */
export const STAND_IN_RADIUS = 0.25

/**
 * @param {Map<string, GeoJSON.Geometry>} real shapes by code
 * @param {import('./server-regions.mjs').ServerRegion[]} regions the layer's server regions
 * @param {(region: import('./server-regions.mjs').ServerRegion) => [number, number] | null} parentCentreOf
 * @returns {{ real: Map<string, GeoJSON.Geometry>, standIns: Map<string, GeoJSON.Geometry>, withoutShape: string[] }}
 *   each map by code, in code order
 */
export function standInsFor(real, regions, parentCentreOf = () => null) {
  const codes = []
  const withoutShape = []
  for (const region of regions) {
    if (real.has(region.code)) continue
    const parent = parentCentreOf(region)
    const placeholder = parent && parent[0] === region.lon && parent[1] === region.lat
    if (region.lat == null || region.lon == null || placeholder) {
      withoutShape.push(region.code)
      continue
    }
    codes.push(region.code)
  }
  const byCode = (map) => new Map([...map].sort(([a], [b]) => (a < b ? -1 : 1)))
  const standIns = codes.map((code) => {
    const region = regions.find((candidate) => candidate.code === code)
    return [code, hexagon([region.lon, region.lat], STAND_IN_RADIUS)]
  })
  return { real: byCode(real), standIns: byCode(standIns), withoutShape }
}
