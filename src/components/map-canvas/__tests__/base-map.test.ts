import { baseMapSvg, OUTLINE_MIN_SPAN_DEG } from '../base-map'
import { OUTLINES } from '../data/outlines'
import type { MapRegion, MapRoute } from '../layers'
import { regionsFromOutlines } from '../regions'
import { fitViewport } from '../viewport'

const route = (points: [number, number][]): MapRoute => ({ id: 'day', points })
const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''))
const day = [
  { id: 1, lat: 35.5494, lon: 139.7798 },
  { id: 2, lat: 35.7111, lon: 139.7964 },
]

describe('the offline base map', () => {
  const viewport = fitViewport(day, 390, 844)!
  const region = fitViewport(day, 390, 844, { minSpanDeg: 4 })!

  it('draws water, the bundled land outlines and the route line over a region', () => {
    const svg = svgOf(
      baseMapSvg(region, {
        routes: [
          route([
            [35.5494, 139.7798],
            [35.7111, 139.7964],
          ]),
        ],
      }),
    )
    expect(svg).toContain('<rect width="100%" height="100%" fill="#dcebf2"/>')
    expect(svg.match(/Z/g)?.length).toBe(OUTLINES.features.length)
    expect(svg).toContain('stroke="#1f7a5c"')
  })

  it.each<[string, number, boolean]>([
    ['a city day', 0.08, false],
    ['just under the outline span', OUTLINE_MIN_SPAN_DEG * 0.9, false],
    ['a region', OUTLINE_MIN_SPAN_DEG * 2, true],
  ])('draws the coarse outlines for %s: %s', (_label, minSpanDeg, outlined) => {
    const edgeToEdge = { top: 0, right: 0, bottom: 0, left: 0 }
    const svg = svgOf(baseMapSvg(fitViewport(day, 390, 844, { minSpanDeg, padding: edgeToEdge })!))
    expect(svg.includes('fill="#dcebf2"')).toBe(outlined)
    expect(svg.includes('stroke="#e6e2d6"')).toBe(!outlined)
  })

  it('draws no line for a single place', () => {
    expect(svgOf(baseMapSvg(viewport, { routes: [route([[35.5494, 139.7798]])] }))).not.toContain('#1f7a5c')
  })

  it('leaves water and land to the tiles when a tile source is configured', () => {
    const svg = svgOf(
      baseMapSvg(
        viewport,
        {
          routes: [
            route([
              [35.5494, 139.7798],
              [35.7111, 139.7964],
            ]),
          ],
        },
        { withTiles: true },
      ),
    )
    expect(svg).not.toContain('<rect')
    expect(svg).toContain('#1f7a5c')
  })

  it('bundles closed outlines of a few kilobytes, in range', () => {
    expect(JSON.stringify(OUTLINES).length).toBeLessThan(8 * 1024)
    for (const feature of OUTLINES.features) {
      const ring = feature.geometry.coordinates[0]
      expect(ring[0]).toEqual(ring[ring.length - 1])
      for (const [lon, lat] of ring) {
        expect(Math.abs(lon)).toBeLessThanOrEqual(180)
        expect(Math.abs(lat)).toBeLessThanOrEqual(90)
      }
    }
  })

  it('fills each region with its own colour and outlines the selected one', () => {
    const regions: MapRegion[] = regionsFromOutlines(OUTLINES, (id) =>
      id === 'Korea' ? '#ffcc00' : '#a3d9c3',
    )
    const svg = svgOf(baseMapSvg(region, { regions, selectedRegionId: 'Korea' }))
    expect(svg.match(/fill="#a3d9c3"/g)).toHaveLength(regions.length - 1)
    expect(svg.match(/fill="#ffcc00"/g)).toHaveLength(1)
    expect(svg).toContain('stroke="#c2410c" stroke-width="3"')
    expect(svgOf(baseMapSvg(region, { regions }))).not.toContain('#c2410c')
  })

  it.each([
    ['markup', '"/><script>', '#f6f4ee'],
    ['a colour name', 'tomato', 'tomato'],
    ['rgb()', 'rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
  ])('writes a region fill of %s only when it is plainly a colour', (_label, fill, written) => {
    const [china] = regionsFromOutlines(OUTLINES, () => fill)
    const svg = svgOf(baseMapSvg(region, { regions: [china] }))
    expect(svg).toContain(`fill="${written}" fill-rule="evenodd"`)
    expect(svg).not.toContain('<script')
  })

  it('draws each route in its own colour', () => {
    const svg = svgOf(
      baseMapSvg(viewport, {
        routes: [
          { id: 'a', color: '#3366ff', points: day.map((p) => [p.lat, p.lon] as [number, number]) },
          route(day.map((p) => [p.lat, p.lon])),
        ],
      }),
    )
    expect(svg).toContain('stroke="#3366ff"')
    expect(svg).toContain('stroke="#1f7a5c"')
  })
})
