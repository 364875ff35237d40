/**
 * Makes neighbours' borders the same line, so topojson-server finds one shared arc where echarts drew
 * two. echarts encodes every shape on its own: along a border the two sides share some points, skip
 * others and stray by up to ~0.02 degrees, so an exact-match topology cuts each border into hundreds of
 * two-point arcs whose ends simplification must keep (size), and whose halves simplify apart (slivers).
 *
 * Shapes are taken in order. A later shape's point within `tolerance` of an earlier shape's point moves
 * onto it; where two successive points moved onto the same earlier ring, the later shape follows that
 * ring's points between them (the shorter way round). Its border is then the earlier one, point for
 * point. Where the sides are further apart than the tolerance they stay as drawn.
 */
import { cleanGeometry, fromPolygons, polygonsOf } from './geometry.mjs'
import { untangle } from './untangle.mjs'

const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1])

/** The points of finished rings by grid cell (a tolerance wide), each with its ring and index. */
function createIndex(tolerance) {
  const cells = new Map()
  const key = (x, y) => `${Math.floor(x / tolerance)},${Math.floor(y / tolerance)}`
  return {
    addRing(ring) {
      ring.slice(0, -1).forEach((xy, index) => {
        const k = key(xy[0], xy[1])
        cells.set(k, [...(cells.get(k) ?? []), { xy, ring, index }])
      })
    },
    nearest(xy) {
      let best = null
      const [i0, j0] = [Math.floor(xy[0] / tolerance), Math.floor(xy[1] / tolerance)]
      for (let i = i0 - 1; i <= i0 + 1; i += 1) {
        for (let j = j0 - 1; j <= j0 + 1; j += 1) {
          for (const hit of cells.get(`${i},${j}`) ?? []) {
            const d = dist(hit.xy, xy)
            if (d <= tolerance && (!best || d < best.d)) best = { ...hit, d }
          }
        }
      }
      return best
    },
  }
}

/** The points of a closed ring strictly between indexes a and b, the shorter way round. */
function between(ring, a, b) {
  const n = ring.length - 1
  const forward = (b - a + n) % n
  const backward = (a - b + n) % n
  const steps = Math.min(forward, backward)
  const step = forward <= backward ? 1 : -1
  const path = []
  for (let s = 1; s < steps; s += 1) path.push(ring[(a + step * s + n) % n])
  return path
}

/** Whether a detour along the earlier ring stays near the straight line it replaces. */
const plausible = (path, from, to, tolerance) =>
  path.reduce((length, xy, i) => length + dist(i === 0 ? from : path[i - 1], xy), 0) +
    (path.length ? dist(path.at(-1), to) : 0) <=
  2 * dist(from, to) + 4 * tolerance

function snapRing(ring, index, tolerance) {
  const hits = ring.map((xy) => index.nearest(xy))
  const out = []
  for (let i = 0; i < ring.length; i += 1) {
    const [hit, previous] = [hits[i], hits[i - 1]]
    const xy = hit ? hit.xy : ring[i]
    if (hit && previous && hit.ring === previous.ring && hit.index !== previous.index) {
      const path = between(hit.ring, previous.index, hit.index)
      if (plausible(path, previous.xy, xy, tolerance)) out.push(...path)
    }
    out.push(xy)
  }
  return out
}

/**
 * @param {Iterable<[string, GeoJSON.Geometry]>} shapes by key (a Map), in the order to take them
 * @param {number} tolerance degrees
 * @returns {Map<string, GeoJSON.Geometry>} the same keys, borders snapped (a shape left with no area
 *   is left out)
 */
export function snapBorders(shapes, tolerance) {
  const index = createIndex(tolerance)
  const result = new Map()
  for (const [code, geometry] of shapes) {
    const polygons = polygonsOf(geometry).flatMap((rings) => {
      const [outline, ...holes] = rings.map((ring) => untangle(snapRing(ring, index, tolerance), tolerance))
      return outline.map((part, p) => (p === 0 ? [part, ...holes.flat()] : [part]))
    })
    const snapped = cleanGeometry(fromPolygons(polygons))
    if (!snapped) continue
    for (const rings of polygonsOf(snapped)) rings.forEach((ring) => index.addRing(ring))
    result.set(code, snapped)
  }
  return result
}
