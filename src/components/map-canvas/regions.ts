import type { OutlineCollection } from './data/outlines'
import type { MapRegion, RegionGeometry, Ring } from './layers'
import type { MapPoint } from './projection'
import { mercatorY } from './viewport'

const RAD = Math.PI / 180

/** The polygons of a geometry, each a list of rings (outline first, then holes). */
export const polygonsOf = (geometry: RegionGeometry): readonly (readonly Ring[])[] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates

/**
 * Whether (x, y) is inside the ring, by the crossing rule (W. R. Franklin's PNPOLY). Coordinates are
 * Web Mercator (longitude in radians, `mercatorY`), the plane the map is drawn in, so a tap lands in the
 * region it sees drawn even where an edge is long.
 */
function insideRing(x: number, y: number, ring: Ring): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = [ring[i][0] * RAD, mercatorY(ring[i][1])]
    const [xj, yj] = [ring[j][0] * RAD, mercatorY(ring[j][1])]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Inside a polygon: inside its outline and in none of its holes (even-odd over its rings). */
export function regionContains(region: MapRegion, lat: number, lon: number): boolean {
  const [x, y] = [lon * RAD, mercatorY(lat)]
  return polygonsOf(region.geometry).some(
    (rings) => rings.filter((ring) => insideRing(x, y, ring)).length % 2 === 1,
  )
}

/** The region under a point; where regions overlap, the one drawn last (on top). */
export function regionAt(regions: readonly MapRegion[], lat: number, lon: number): MapRegion | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return undefined
  for (let i = regions.length - 1; i >= 0; i -= 1) {
    if (regionContains(regions[i], lat, lon)) return regions[i]
  }
  return undefined
}

/** The corners of each region's outlines, so fitting the map takes the regions in. */
export function regionCorners(regions: readonly MapRegion[]): MapPoint[] {
  return regions.flatMap((region) =>
    polygonsOf(region.geometry).flatMap((rings, p) => {
      const { west, east, south, north } = boundsOf(rings[0] ?? [])
      return [
        { id: `${region.id}-${p}-sw`, lat: south, lon: west },
        { id: `${region.id}-${p}-ne`, lat: north, lon: east },
      ]
    }),
  )
}

function boundsOf(ring: Ring) {
  const lons = ring.map(([lon]) => lon)
  const lats = ring.map(([, lat]) => lat)
  return {
    west: Math.min(...lons),
    east: Math.max(...lons),
    south: Math.min(...lats),
    north: Math.max(...lats),
  }
}

/** Where a region's name goes: the middle of the box round its largest polygon's outline. */
export function regionLabelPoint(region: MapRegion): { lat: number; lon: number } {
  let best = { lat: NaN, lon: NaN, area: -1 }
  for (const rings of polygonsOf(region.geometry)) {
    if (!rings[0]?.length) continue
    const { west, east, south, north } = boundsOf(rings[0])
    const area = (east - west) * (north - south)
    if (area > best.area) best = { lat: (south + north) / 2, lon: (west + east) / 2, area }
  }
  return { lat: best.lat, lon: best.lon }
}

/**
 * The bundled outlines as regions (issue 12's demonstration of the regions layer), one per group of
 * outlines: `groupOf` names the region an outline belongs to (Japan's four islands make one region), by
 * default its own name. Real check-in maps bring their own provinces or countries.
 */
export function regionsFromOutlines(
  outlines: OutlineCollection,
  fillOf: (id: string) => string,
  groupOf: (name: string) => string = (name) => name,
): MapRegion[] {
  const groups = new Map<string, Ring[][]>()
  for (const feature of outlines.features) {
    const id = groupOf(feature.properties.name)
    groups.set(id, [...(groups.get(id) ?? []), feature.geometry.coordinates])
  }
  return [...groups].map(([id, polygons]) => ({
    id,
    label: id,
    fill: fillOf(id),
    geometry:
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] }
        : { type: 'MultiPolygon', coordinates: polygons },
  }))
}
