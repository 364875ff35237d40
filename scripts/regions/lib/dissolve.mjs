/**
 * Pieces that belong to one region made into one shape, their shared borders dissolved (topojson-client
 * `merge`): echarts' districts into the server's city, Natural Earth's Taiwan, Hong Kong and Macao into
 * China. Pieces only dissolve where their borders have exactly the same points: echarts' are snapped
 * first. The result's borders between codes stay snapped, ready for the layer's topology.
 */
import { merge } from 'topojson-client'
import { topology } from 'topojson-server'
import { snapBorders } from './snap.mjs'

/**
 * @param {{ code: string, geometry: GeoJSON.Geometry }[]} pieces
 * @param {number} snap degrees: first make borders that stray by up to this much one line (snap.mjs), as
 *   echarts' districts need; 0 for a source that is one topology already (world-atlas)
 * @returns {Map<string, GeoJSON.Geometry>} by code, in the order codes first appear
 */
export function dissolveByCode(pieces, snap = 0) {
  const keyed = pieces.map(({ geometry }, i) => [String(i), geometry])
  const snapped = snap > 0 ? snapBorders(keyed, snap) : new Map(keyed)
  const collection = {
    type: 'FeatureCollection',
    features: pieces
      .map(({ code }, i) => ({ code, geometry: snapped.get(String(i)) }))
      .filter(({ geometry }) => geometry)
      .map(({ code, geometry }) => ({ type: 'Feature', properties: { code }, geometry })),
  }
  const topo = topology({ pieces: collection })
  const byCode = new Map()
  for (const geometry of topo.objects.pieces.geometries) {
    if (!geometry.type) continue // a piece with no geometry (none expected)
    const code = geometry.properties.code
    byCode.set(code, [...(byCode.get(code) ?? []), geometry])
  }
  const shapes = new Map()
  for (const [code, parts] of byCode) {
    const merged = merge(topo, parts)
    shapes.set(
      code,
      merged.coordinates.length === 1 ? { type: 'Polygon', coordinates: merged.coordinates[0] } : merged,
    )
  }
  return shapes
}
