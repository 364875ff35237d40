/**
 * One layer (or one province's cities) from shapes to TopoJSON: real borders snapped where the source
 * needs it, everything simplified and quantized (topology.mjs), stand-ins kept whole and drawn last.
 * A real shape that simplification flattens to nothing (基隆, whose two borders both become the same
 * straight line) is built again with its borders unsimplified; one that quantization still collapses
 * (Vatican City, narrower than the world grid) becomes a stand-in round the middle of its shape.
 */
import { centreOf, hexagon } from './geometry.mjs'
import { snapBorders } from './snap.mjs'
import { STAND_IN_RADIUS } from './stand-ins.mjs'
import { buildTopology } from './topology.mjs'

/**
 * @param {Map<string, GeoJSON.Geometry>} real real shapes by code, in drawing order
 * @param {Map<string, GeoJSON.Geometry>} standIns stand-in hexagons by code, drawn after (above) them
 * @param {import('./topology.mjs').LayerSettings & { snap: number }} settings snap: degrees, 0 for none
 * @returns {{ topology: object, unsimplified: string[], shrunk: string[] }} unsimplified: real shapes
 *   kept at full detail; shrunk: real shapes now drawn as stand-ins
 */
export function buildLayer(real, standIns, settings) {
  const snapped = settings.snap > 0 ? snapBorders(real, settings.snap) : real
  const build = (shapes, whole, keep) =>
    buildTopology(new Map([...shapes, ...whole]), settings, new Set([...whole.keys(), ...keep]))
  const first = build(snapped, standIns, [])
  if (first.lost.length === 0) return { topology: first.topology, unsimplified: [], shrunk: [] }
  const second = build(snapped, standIns, first.lost)
  const unsimplified = first.lost.filter((code) => !second.lost.includes(code))
  if (second.lost.length === 0) return { topology: second.topology, unsimplified, shrunk: [] }
  const kept = new Map([...snapped].filter(([code]) => !second.lost.includes(code)))
  const added = second.lost.map((code) => [code, hexagon(centreOf(real.get(code)), STAND_IN_RADIUS)])
  const third = build(kept, new Map([...standIns, ...added]), unsimplified)
  if (third.lost.length > 0) throw new Error(`no shape survives simplification for ${third.lost.join(', ')}`)
  return { topology: third.topology, unsimplified, shrunk: second.lost }
}
