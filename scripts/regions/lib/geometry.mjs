/**
 * Plain GeoJSON geometry in degrees ([lon, lat]), for the build only: which shape holds a point, how big
 * a ring is, and the small stand-in polygon of a region that has no shape.
 */

/** The polygons of a Polygon or MultiPolygon, each a list of rings (outline first, then holes). */
export const polygonsOf = (geometry) =>
  geometry.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry.type === 'MultiPolygon'
      ? geometry.coordinates
      : []

/** PNPOLY crossing rule (W. R. Franklin) on the lon/lat plane. */
function insideRing([x, y], ring) {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]
    const [xj, yj] = ring[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Whether [lon, lat] is inside the geometry: inside an outline and in none of its holes. */
export const contains = (geometry, point) =>
  polygonsOf(geometry).some((rings) => rings.filter((ring) => insideRing(point, ring)).length % 2 === 1)

/** Shoelace area of a ring in square degrees, unsigned. */
export function ringArea(ring) {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1])
  }
  return Math.abs(sum / 2)
}

/** [west, south, east, north] of a geometry's outlines. */
export function bboxOf(geometry) {
  const points = polygonsOf(geometry).flatMap((rings) => rings[0] ?? [])
  const lons = points.map(([lon]) => lon)
  const lats = points.map(([, lat]) => lat)
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)]
}

/** The middle of the bounding box of a geometry's largest outline: near enough to "where it is". */
export function centreOf(geometry) {
  const largest = polygonsOf(geometry)
    .map((rings) => rings[0])
    .reduce((best, ring) => (ringArea(ring) > ringArea(best) ? ring : best))
  const [west, south, east, north] = bboxOf({ type: 'Polygon', coordinates: [largest] })
  return [(west + east) / 2, (south + north) / 2]
}

/** Squared distance on the lon/lat plane, longitude shrunk by cos(lat): only to compare, near a point. */
export function distance2([lon1, lat1], [lon2, lat2]) {
  const dx = (lon1 - lon2) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180))
  return dx * dx + (lat1 - lat2) ** 2
}

/**
 * A hexagon of `radius` degrees of latitude round [lon, lat], wider in longitude by 1/cos(lat) so it looks
 * regular on the map: the stand-in shape of a region that has no real one, big enough to tap and light.
 * Counter-clockwise and closed, as GeoJSON (RFC 7946 §3.1.6) wants an outline.
 */
export function hexagon([lon, lat], radius) {
  const stretch = 1 / Math.cos(lat * (Math.PI / 180))
  const ring = []
  for (let k = 0; k <= 6; k += 1) {
    const angle = ((k % 6) * Math.PI) / 3
    ring.push([round(lon + radius * stretch * Math.cos(angle)), round(lat + radius * Math.sin(angle))])
  }
  return { type: 'Polygon', coordinates: [ring] }
}

const round = (value) => Math.round(value * 1e6) / 1e6

/** A Polygon or MultiPolygon from a list of polygons (null when there are none). */
export function fromPolygons(polygons) {
  if (polygons.length === 0) return null
  return polygons.length === 1
    ? { type: 'Polygon', coordinates: polygons[0] }
    : { type: 'MultiPolygon', coordinates: polygons }
}

const samePoint = (a, b) => a[0] === b[0] && a[1] === b[1]
const closeRing = (ring) => (ring.length > 0 && !samePoint(ring[0], ring.at(-1)) ? [...ring, ring[0]] : ring)
const usable = (ring) => ring.length >= 4 && ringArea(ring) > 0

/**
 * A geometry fit for topojson-server: every ring closed (echarts leaves a few open), rings of fewer than
 * three distinct points or no area dropped (echarts has slivers of 1-2 points), a polygon whose outline
 * went goes with its holes. Null when nothing is left (echarts' 540500 has an empty polygon).
 */
export function cleanGeometry(geometry) {
  const polygons = []
  for (const rings of polygonsOf(geometry)) {
    const [outline, ...holes] = rings.map(closeRing)
    if (outline && usable(outline)) polygons.push([outline, ...holes.filter(usable)])
  }
  return fromPolygons(polygons)
}
