import { MAX_TILES, tilesFor } from '../tiles'
import { fitViewport } from '../viewport'

const TEMPLATE = 'https://tiles.example/{z}/{x}/{y}.png'
const tokyo = fitViewport([{ id: 1, lat: 35.6812, lon: 139.7671 }], 390, 844, { minSpanDeg: 0.08 })!

describe('tiles from a configured source', () => {
  it.each<[string, string]>([
    ['an empty template', ''],
    ['a template without {z}', 'https://tiles.example/{x}/{y}.png'],
    ['a template without {y}', 'https://tiles.example/{z}/{x}.png'],
  ])('draws none for %s', (_label, template) => {
    expect(tilesFor(tokyo, template)).toEqual([])
  })

  it('covers the whole box with tiles of about 256 box units at one zoom', () => {
    const tiles = tilesFor(tokyo, TEMPLATE)
    expect(tiles.length).toBeGreaterThan(0)
    expect(tiles.length).toBeLessThanOrEqual(MAX_TILES)
    const zooms = new Set(tiles.map((t) => t.key.split('/')[0]))
    expect(zooms.size).toBe(1)
    const size = tiles[0].size
    expect(size).toBeGreaterThan(256 / Math.SQRT2)
    expect(size).toBeLessThan(256 * Math.SQRT2)
    expect(Math.min(...tiles.map((t) => t.x))).toBeLessThanOrEqual(0)
    expect(Math.min(...tiles.map((t) => t.y))).toBeLessThanOrEqual(0)
    expect(Math.max(...tiles.map((t) => t.x + t.size))).toBeGreaterThanOrEqual(390)
    expect(Math.max(...tiles.map((t) => t.y + t.size))).toBeGreaterThanOrEqual(844)
  })

  it('puts the tile holding a place under that place', () => {
    const tiles = tilesFor(tokyo, TEMPLATE)
    const z = Number(tiles[0].key.split('/')[0])
    const n = 2 ** z
    // The standard slippy-map tile numbers of Tokyo station at zoom z.
    const x = Math.floor(((139.7671 + 180) / 360) * n)
    const latRad = (35.6812 * Math.PI) / 180
    const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n)
    const at = tokyo.project(35.6812, 139.7671)
    const holding = tiles.find(
      (t) => at.x >= t.x && at.x < t.x + t.size && at.y >= t.y && at.y < t.y + t.size,
    )
    expect(holding?.url).toBe(`https://tiles.example/${z}/${x}/${y}.png`)
  })
})
