import { bd09ToGcj02, gcj02ToWgs84, inChina, toWgs84, wgs84ToGcj02 } from '../coords'

/** Metres between two nearby points (equirectangular; fine at these distances). */
const metres = ([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]) => {
  const rad = Math.PI / 180
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad)
  const y = (lat2 - lat1) * rad
  return Math.sqrt(x * x + y * y) * 6371000
}

describe('coordinate systems', () => {
  it.each<[string, number, number, boolean]>([
    ['Beijing', 39.9087, 116.3975, true],
    ['Shanghai', 31.2304, 121.4737, true],
    ['Tokyo (inside the rough box, as the published formula has it)', 35.6812, 139.7671, false],
    ['Sydney', -33.8568, 151.2153, false],
    ['London', 51.5072, -0.1276, false],
  ])('knows whether %s is where the China offset applies', (_city, lat, lon, expected) => {
    expect(inChina(lat, lon)).toBe(expected)
  })

  it.each<[string, [number, number], [number, number], number]>([
    // Tiananmen: WGS-84 and its GCJ-02 position as Amap shows it, a few hundred metres apart.
    ['Tiananmen', [39.9087, 116.3975], [39.91, 116.4037], 60],
    ['the Bund', [31.2405, 121.4901], [31.2385, 121.4946], 60],
  ])('offsets %s from WGS-84 to GCJ-02 as Chinese maps do', (_place, wgs, gcj, tolerance) => {
    expect(metres(wgs84ToGcj02(...wgs), gcj)).toBeLessThan(tolerance)
    expect(metres(wgs, gcj)).toBeGreaterThan(200)
  })

  it.each<[number, number]>([
    [39.9087, 116.3975],
    [22.5431, 114.0579],
    [30.5728, 104.0668],
  ])('turns GCJ-02 back into the WGS-84 point it came from (%f, %f) within a metre', (lat, lon) => {
    const back = gcj02ToWgs84(...wgs84ToGcj02(lat, lon))
    expect(metres(back, [lat, lon])).toBeLessThan(1)
  })

  it("moves BD-09 onto GCJ-02 by Baidu's published offset (about 0.006 degrees)", () => {
    const [lat, lon] = bd09ToGcj02(39.915, 116.404)
    expect(lat).toBeCloseTo(39.9091, 3)
    expect(lon).toBeCloseTo(116.3974, 3)
  })

  it.each<['wgs84' | 'gcj02' | 'bd09', number]>([
    ['wgs84', 0],
    ['gcj02', 200],
    ['bd09', 600],
  ])('draws a %s point at least %i m from where its numbers would put it on WGS-84', (system, least) => {
    const given: [number, number] = [39.9087, 116.3975]
    const drawn = toWgs84(...given, system)
    if (least === 0) expect(drawn).toEqual(given)
    else expect(metres(drawn, given)).toBeGreaterThan(least)
  })

  it('leaves points outside China alone whatever they are labelled', () => {
    expect(toWgs84(35.6812, 139.7671, 'gcj02')).toEqual([35.6812, 139.7671])
  })
})
