import { OUTLINES } from '../data/outlines'
import type { MapRegion } from '../layers'
import { regionAt, regionCorners, regionLabelPoint, regionsFromOutlines } from '../regions'

// Issue 12's regions layer, proved on the bundled outlines: Japan's four main islands make one region.
const JAPAN = new Set(['Honshu', 'Hokkaido', 'Kyushu', 'Shikoku'])
const REGIONS = regionsFromOutlines(
  OUTLINES,
  () => '#a3d9c3',
  (name) => (JAPAN.has(name) ? 'Japan' : name),
)

/** A square ring of [lon, lat] round a centre. */
const square = (lon: number, lat: number, half: number): [number, number][] => [
  [lon - half, lat - half],
  [lon + half, lat - half],
  [lon + half, lat + half],
  [lon - half, lat + half],
]

describe('which region a point is in', () => {
  it.each<[string, number, number, string | undefined]>([
    ['Tokyo', 35.68, 139.76, 'Japan'],
    ['Sapporo', 43.06, 141.35, 'Japan'],
    ['Fukuoka', 33.59, 130.4, 'Japan'],
    ['Chengdu', 30.66, 104.06, 'China'],
    ['Seoul', 37.57, 126.98, 'Korea'],
    ['Haikou', 19.9, 110.2, 'Hainan'],
    ['the Sea of Japan', 40.0, 135.0, undefined],
    ['the East China Sea', 29.0, 125.0, undefined],
    ['the Pacific off Tokyo', 33.0, 145.0, undefined],
    ['no coordinates', NaN, 139.76, undefined],
  ])('%s', (_label, lat, lon, expected) => {
    expect(regionAt(REGIONS, lat, lon)?.id).toBe(expected)
  })

  const withHole: MapRegion = {
    id: 'ring',
    label: 'ring',
    fill: '#000',
    geometry: { type: 'Polygon', coordinates: [square(10, 10, 5), square(10, 10, 2)] },
  }
  const island: MapRegion = {
    id: 'island',
    label: 'island',
    fill: '#111',
    geometry: { type: 'Polygon', coordinates: [square(10, 10, 1)] },
  }
  it.each<[string, MapRegion[], number, number, string | undefined]>([
    ['in a polygon, outside its hole', [withHole], 10, 14, 'ring'],
    ['in the hole of a polygon', [withHole], 10, 10, undefined],
    ['in an island drawn over the hole', [withHole, island], 10, 10, 'island'],
    ['outside both', [withHole, island], 30, 30, undefined],
  ])('holes: %s', (_label, regions, lat, lon, expected) => {
    expect(regionAt(regions, lat, lon)?.id).toBe(expected)
  })

  it('takes the region drawn last where two overlap', () => {
    const under: MapRegion = {
      ...island,
      id: 'under',
      geometry: { type: 'Polygon', coordinates: [square(0, 0, 3)] },
    }
    const over: MapRegion = {
      ...island,
      id: 'over',
      geometry: { type: 'Polygon', coordinates: [square(0, 0, 1)] },
    }
    expect(regionAt([under, over], 0, 0)?.id).toBe('over')
    expect(regionAt([over, under], 0, 0)?.id).toBe('under')
  })
})

describe('regions on the map', () => {
  it("groups Japan's islands into one multipolygon", () => {
    const japan = REGIONS.find((r) => r.id === 'Japan')!
    expect(japan.geometry.type).toBe('MultiPolygon')
    expect(japan.geometry.coordinates).toHaveLength(4)
    expect(REGIONS.map((r) => r.id)).toEqual(['China', 'Hainan', 'Taiwan', 'Korea', 'Japan'])
  })

  it("puts a region's label on its largest polygon", () => {
    const { lat, lon } = regionLabelPoint(REGIONS.find((r) => r.id === 'Japan')!)
    // Honshu's box, not the middle of all four islands.
    expect(lat).toBeGreaterThan(33)
    expect(lat).toBeLessThan(42)
    expect(lon).toBeGreaterThan(130)
    expect(lon).toBeLessThan(143)
  })

  it('gives the corners of every polygon for fitting', () => {
    const corners = regionCorners(REGIONS)
    expect(corners).toHaveLength(2 * 8)
    expect(Math.min(...corners.map((c) => c.lon))).toBeLessThan(80)
    expect(Math.max(...corners.map((c) => c.lat))).toBeGreaterThan(45)
  })
})
