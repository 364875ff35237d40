/**
 * echarts' "UTF8-encoded" GeoJSON (the map files of echarts 4: `"UTF8Encoding": true`), back to plain
 * GeoJSON in degrees. Each ring is a string of character pairs, one pair per point: a character's code
 * minus 64 is a zigzag-encoded integer (0, -1, 1, -2, ... as 0, 1, 2, 3, ...), the difference from the
 * previous point in 1/scale degrees; the ring's first point is relative to `encodeOffsets`. Scale is the
 * collection's `UTF8Scale`, 1024 by default. Written from that description, not copied from echarts.
 */

/** 0, 1, 2, 3, 4 -> 0, -1, 1, -2, 2 */
const unzigzag = (n) => (n >> 1) ^ -(n & 1)

/**
 * @param {string} encoded
 * @param {[number, number]} offset the ring's starting point, in 1/scale degrees
 * @param {number} scale
 * @returns {[number, number][]} [lon, lat] pairs
 */
export function decodeRing(encoded, offset, scale) {
  if (encoded.length % 2 !== 0) throw new Error(`an encoded ring has an odd length (${encoded.length})`)
  let [x, y] = offset
  const ring = []
  for (let i = 0; i < encoded.length; i += 2) {
    x += unzigzag(encoded.charCodeAt(i) - 64)
    y += unzigzag(encoded.charCodeAt(i + 1) - 64)
    ring.push([x / scale, y / scale])
  }
  return ring
}

/** One geometry: a Polygon's rings carry offsets per ring, a MultiPolygon's per polygon and ring. */
function decodeGeometry(geometry, scale) {
  const { type, coordinates, encodeOffsets } = geometry
  const polygon = (rings, offsets) => rings.map((ring, r) => decodeRing(ring, offsets[r], scale))
  if (type === 'Polygon') return { type, coordinates: polygon(coordinates, encodeOffsets) }
  if (type === 'MultiPolygon') {
    return { type, coordinates: coordinates.map((rings, p) => polygon(rings, encodeOffsets[p])) }
  }
  throw new Error(`unexpected geometry type ${type} in an echarts map`)
}

/** A FeatureCollection as echarts ships it, encoded or not, as plain GeoJSON. */
export function decodeEchartsMap(collection) {
  if (!collection.UTF8Encoding) return collection
  const scale = collection.UTF8Scale ?? 1024
  return {
    type: 'FeatureCollection',
    features: collection.features.map((feature) => ({
      ...feature,
      geometry: decodeGeometry(feature.geometry, scale),
    })),
  }
}
