/**
 * Polygons cut at the antimeridian. Natural Earth's Russia (Chukotka), Fiji and Antarctica have rings
 * that step from 180 to -180 degrees; drawn on a flat map (the map canvas draws Web Mercator, longitude
 * as x) such a step is a band across the world. Each ring is unwrapped (longitude made continuous), a
 * ring around a pole is closed along the pole, and what lies beyond ±180 is clipped off
 * (Sutherland-Hodgman against the two edges) and shifted back by 360.
 */
import { fromPolygons, polygonsOf, ringArea } from './geometry.mjs'

function unwrap(ring) {
  const out = [ring[0]]
  for (const [lon, lat] of ring.slice(1)) {
    const previous = out.at(-1)[0]
    out.push([lon + 360 * Math.round((previous - lon) / 360), lat])
  }
  return out
}

/** A ring unwrapped to span 360 degrees goes round a pole: close it along that pole. */
function closeAtPole(ring) {
  const drift = ring.at(-1)[0] - ring[0][0]
  if (Math.abs(drift) < 180) return ring
  const pole = ring.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -90 : 90
  return [...ring.slice(0, -1), [ring.at(-2)[0], pole], [ring[0][0], pole], ring[0]]
}

/** The part of a ring on one side of the vertical line x = edge (keep: 'left' of it or 'right'). */
function clip(ring, edge, keep) {
  const inside = ([x]) => (keep === 'left' ? x <= edge : x >= edge)
  const cross = (a, b) => [edge, a[1] + ((b[1] - a[1]) * (edge - a[0])) / (b[0] - a[0])]
  const out = []
  for (let i = 0; i < ring.length - 1; i += 1) {
    const [a, b] = [ring[i], ring[i + 1]]
    if (inside(a)) out.push(a)
    if (inside(a) !== inside(b)) out.push(cross(a, b))
  }
  return out.length > 0 ? [...out, out[0]] : out
}

/** A ring's parts within [-180, 180], each shifted there. */
function cutRing(ring) {
  const unwrapped = closeAtPole(unwrap(ring))
  const lons = unwrapped.map(([lon]) => lon)
  const [low, high] = [Math.min(...lons), Math.max(...lons)]
  if (low >= -180 && high <= 180) return [ring]
  const parts = []
  for (let k = Math.floor((low + 180) / 360); k <= Math.floor((high + 180) / 360); k += 1) {
    const [west, east] = [-180 + 360 * k, 180 + 360 * k]
    const part = clip(clip(unwrapped, west, 'right'), east, 'left').map(([lon, lat]) => [lon - 360 * k, lat])
    if (part.length >= 4 && ringArea(part) > 0) parts.push(part)
  }
  return parts
}

/** A Polygon or MultiPolygon with nothing crossing the antimeridian (a hole goes with its outline's first part). */
export function cutAtAntimeridian(geometry) {
  const polygons = polygonsOf(geometry).flatMap((rings) => {
    const [outline, ...holes] = rings.map(cutRing)
    return outline.map((part, p) => (p === 0 ? [part, ...holes.flat()] : [part]))
  })
  return fromPolygons(polygons)
}
