/**
 * One layer (or one province's cities) from shapes to TopoJSON: real borders snapped where the source
 * needs it, everything simplified and quantized (topology.mjs), stand-ins kept whole and drawn last.
 * Simplification works at the layer's scale, which small regions do not survive well, so after it:
 *   1. a region flattened to nothing (基隆, whose two borders both became the same straight line) is
 *      built again with its borders unsimplified;
 *   2. one that quantization still collapses (Vatican City, narrower than the world grid) becomes a
 *      stand-in hexagon round the middle of its shape;
 *   3. a region whose own server centre simplification moved outside it (香港 among the provinces, near
 *      the harbour) keeps its borders near that point unsimplified, so a tap there still finds it.
 */
import { feature } from 'topojson-client'
import { centreOf, contains, hexagon } from './geometry.mjs'
import { snapBorders } from './snap.mjs'
import { STAND_IN_RADIUS } from './stand-ins.mjs'
import { buildTopology } from './topology.mjs'

/** Codes with a point to hold that is not inside their shape in the topology. */
function centresOutside(topology, centres) {
  const outside = []
  for (const { id, geometry } of feature(topology, topology.objects.regions).features) {
    if ((centres.get(id) ?? []).some((point) => !contains(geometry, point))) outside.push(id)
  }
  return outside
}

/**
 * @param {Map<string, GeoJSON.Geometry>} real real shapes by code, in drawing order
 * @param {Map<string, GeoJSON.Geometry>} standIns stand-in hexagons by code, drawn after (above) them
 * @param {import('./topology.mjs').LayerSettings & { snap: number }} settings snap: degrees, 0 for none
 * @param {Map<string, [number, number][]>} centres [lon, lat] points by code to keep inside their
 *   regions: the server's own centres (none for placeholders); CN's, its provinces' centres
 * @returns {{ topology: object, unsimplified: string[], shrunk: string[], guarded: string[], stillOutside: string[] }}
 *   unsimplified: real shapes kept at full detail (1); shrunk: real shapes now drawn as stand-ins (2);
 *   guarded: shapes kept as drawn near their points (3); stillOutside: points not held even so
 */
export function buildLayer(real, standIns, settings, centres = new Map()) {
  const snapped = settings.snap > 0 ? snapBorders(real, settings.snap) : real
  const keep = new Set()
  const guards = new Map()
  let shrunk = []
  const build = () => {
    const shapes = [...snapped].filter(([code]) => !shrunk.includes(code))
    const added = shrunk.map((code) => [code, hexagon(centreOf(real.get(code)), STAND_IN_RADIUS)])
    const whole = new Map([...standIns, ...added])
    return buildTopology(
      new Map([...shapes, ...whole]),
      settings,
      new Set([...whole.keys(), ...keep]),
      guards,
    )
  }
  let result = build()
  if (result.lost.length > 0) {
    result.lost.forEach((code) => keep.add(code))
    result = build()
  }
  if (result.lost.length > 0) {
    shrunk = result.lost
    result = build()
  }
  const misplaced = centresOutside(result.topology, centres)
  if (misplaced.length > 0) {
    misplaced.forEach((code) => guards.set(code, centres.get(code)))
    result = build()
  }
  if (result.lost.length > 0)
    throw new Error(`no shape survives simplification for ${result.lost.join(', ')}`)
  const unsimplified = [...keep].filter((code) => !shrunk.includes(code))
  const stillOutside = centresOutside(result.topology, centres)
  return { topology: result.topology, unsimplified, shrunk, guarded: misplaced, stillOutside }
}
