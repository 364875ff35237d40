/**
 * One layer's shapes as compact TopoJSON: one object `regions`, each geometry's `id` the server code, no
 * properties. Borders are arcs shared by both neighbours (topojson-server), so simplifying a border moves
 * it for both and neighbours keep touching. Then Visvalingam simplification (topojson-simplify, planar
 * triangle areas in square degrees), quantization to a grid with delta-encoded arcs (topojson-client),
 * and rings that collapsed to no area removed.
 */
import { quantize } from 'topojson-client'
import { topology } from 'topojson-server'
import { filter, filterWeight, presimplify, simplify } from 'topojson-simplify'
import { bboxOf, contains, fromPolygons, polygonsOf, ringArea } from './geometry.mjs'
import { MUST_SHOW } from './settings.mjs'

/**
 * @typedef {object} LayerSettings
 * @property {number} minIslandArea square degrees: smaller polygons are dropped, unless a region has
 *   nothing bigger (an archipelago such as 三沙 or Tuvalu keeps all its islands) or they are in a
 *   MUST_SHOW box; smaller holes are filled
 * @property {number} minWeight square degrees: Visvalingam's effective area below which a point goes
 * @property {number} quantization grid points across the layer's bounding box
 */

/** Web Mercator's latitude limit: the map is drawn in it, and Antarctica reaches -90 (infinite y). */
const MERCATOR_MAX_LAT = 85.05113

const within = ([west, south, east, north], [w, s, e, n]) =>
  w >= west && s >= south && e <= east && n <= north
/** Whether a polygon holds one of the points its region must keep (keepNear): 澳门 in the world's CN. */
const holdsAny = (rings, points) =>
  points.some((point) => contains({ type: 'Polygon', coordinates: rings }, point))
const mustShow = (rings) =>
  MUST_SHOW.some(({ box }) => within(box, bboxOf({ type: 'Polygon', coordinates: rings })))

function prepare(geometry, minIslandArea, guards = []) {
  const clamp = ([lon, lat]) => [lon, Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat))]
  const polygons = polygonsOf(geometry).map((rings) => rings.map((ring) => ring.map(clamp)))
  const largest = Math.max(...polygons.map((rings) => ringArea(rings[0])))
  const threshold = Math.min(minIslandArea, largest)
  return fromPolygons(
    polygons
      .filter((rings) => ringArea(rings[0]) >= threshold || mustShow(rings) || holdsAny(rings, guards))
      // A hole smaller than an island is a sliver left between pieces that dissolved (HK's districts).
      .map(([outline, ...holes]) => [outline, ...holes.filter((hole) => ringArea(hole) >= minIslandArea)]),
  )
}

/**
 * Simplification keeps an arc's two ends; an island's outline is one closed arc whose ends are the same
 * point, so it would fall to nothing. Its three weightiest points are kept too: at worst a triangle.
 */
function keepIslands(topo) {
  for (const arc of topo.arcs) {
    const [first, last] = [arc[0], arc.at(-1)]
    if (arc.length < 5 || first[0] !== last[0] || first[1] !== last[1]) continue
    const inner = arc.slice(1, -1).sort((a, b) => b[2] - a[2])
    for (const point of inner.slice(0, 3)) point[2] = Infinity
  }
  return topo
}

/** The arcs of the given codes' geometries keep every point: a stand-in hexagon stays a hexagon. */
function keepWhole(topo, codes) {
  for (const geometry of topo.objects.regions.geometries) {
    if (!codes.has(geometry.id)) continue
    const rings = geometry.type === 'Polygon' ? geometry.arcs : geometry.arcs.flat()
    for (const arc of rings.flat()) for (const point of topo.arcs[arc < 0 ? ~arc : arc]) point[2] = Infinity
  }
  return topo
}

/**
 * Points of a region's arcs near one of its `guards` keep their place: simplification at the layer's
 * scale must not move a region's own centre out of it (香港's, near the harbour). Within a few times the
 * size of the smallest triangle kept (sqrt(minWeight)), the borders stay as drawn.
 */
function keepNear(topo, guards, minWeight) {
  const radius = 4 * Math.sqrt(minWeight)
  for (const geometry of topo.objects.regions.geometries) {
    const points = guards.get(geometry.id)
    if (!points) continue
    const rings = geometry.type === 'Polygon' ? geometry.arcs : geometry.arcs.flat()
    for (const arc of rings.flat()) {
      for (const point of topo.arcs[arc < 0 ? ~arc : arc]) {
        if (points.some(([x, y]) => Math.hypot(point[0] - x, point[1] - y) <= radius)) point[2] = Infinity
      }
    }
  }
  return topo
}

/**
 * @param {Map<string, GeoJSON.Geometry>} shapes by server code, in the order to write them (drawn later
 *   = on top: stand-ins come last)
 * @param {LayerSettings} settings
 * @param {Set<string>} [whole] codes whose shapes are not simplified (the stand-ins)
 * @param {Map<string, [number, number][]>} [guards] [lon, lat] points by code whose surroundings are not
 *   simplified
 * @returns {{ topology: object, lost: string[] }} `lost`: codes simplification left no area to, not in
 *   the topology
 */
export function buildTopology(
  shapes,
  { minIslandArea, minWeight, quantization },
  whole = new Set(),
  guards = new Map(),
) {
  const features = [...shapes].map(([code, geometry]) => ({
    type: 'Feature',
    id: code,
    properties: {},
    geometry: prepare(geometry, minIslandArea, guards.get(code)),
  }))
  const raw = topology({ regions: { type: 'FeatureCollection', features } })
  const simplified = simplify(
    keepNear(keepWhole(keepIslands(presimplify(raw)), whole), guards, minWeight),
    minWeight,
  )
  const quantized = quantize(simplified, quantization)
  const cleaned = filter(quantized, filterWeight(quantized, Number.MIN_VALUE))
  const kept = new Set(cleaned.objects.regions.geometries.map((geometry) => geometry.id))
  return { topology: cleaned, lost: features.map((f) => f.id).filter((id) => !kept.has(id)) }
}
