import { posterSvg } from '@/components/share-target/poster-svg'
import { posterArtwork } from '../model/poster-artwork'

const square = (lon: number, lat: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lon, lat],
      [lon + 2, lat],
      [lon + 2, lat + 2],
      [lon, lat + 2],
      [lon, lat],
    ] as [number, number][],
  ],
})

describe("the lit map on a poster's cover band", () => {
  const shapes = new Map([
    ['510000', square(102, 28)],
    ['440000', square(112, 22)],
  ])
  it('draws every region in the band, the lit ones in the lit colour', () => {
    const art = posterArtwork(shapes, new Set(['510000']), '#ffd166')
    expect(art.map((a) => a.fill)).toEqual(['#ffd166', '#ffffff'])
    for (const { d } of art) {
      const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number)
      const xs = numbers.filter((_, i) => i % 2 === 0)
      const ys = numbers.filter((_, i) => i % 2 === 1)
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(300)
      expect(Math.max(...xs)).toBeLessThanOrEqual(600)
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(0)
      expect(Math.max(...ys)).toBeLessThanOrEqual(360)
    }
  })
  it('is path data the poster accepts as it is', () => {
    const svg = posterSvg({
      title: 'Lin',
      byline: 'Lin',
      detail: '',
      tags: [],
      link: 'https://trip.example/web/x',
      scanHint: '',
      brand: '',
      seed: 1,
      artwork: posterArtwork(shapes, new Set(['440000'])),
    })
    expect(svg.match(/<path d="M/g)?.length).toBeGreaterThanOrEqual(2)
    expect(svg).toContain('data-artwork="1"')
  })
  it('draws nothing without shapes', () => {
    expect(posterArtwork(new Map(), new Set(['CN']))).toEqual([])
  })
})
