import { fitViewport, mercatorY } from '../viewport'

const PAD = { top: 80, right: 40, bottom: 200, left: 40 }
const TOKYO_DAY = [
  { id: 1, lat: 35.5494, lon: 139.7798 },
  { id: 2, lat: 35.7111, lon: 139.7964 },
  { id: 3, lat: 35.6586, lon: 139.7454 },
]

describe('fitting the full map', () => {
  it.each<[string, number, number]>([
    ['a small phone', 320, 568],
    ['a large phone', 430, 932],
    ['a desktop window', 1280, 720],
  ])('keeps every stop inside the free area on %s (%i x %i)', (_label, width, height) => {
    const viewport = fitViewport(TOKYO_DAY, width, height, { padding: PAD })!
    for (const p of TOKYO_DAY) {
      const { x, y } = viewport.project(p.lat, p.lon)
      expect(x).toBeGreaterThanOrEqual(PAD.left - 0.1)
      expect(x).toBeLessThanOrEqual(width - PAD.right + 0.1)
      expect(y).toBeGreaterThanOrEqual(PAD.top - 0.1)
      expect(y).toBeLessThanOrEqual(height - PAD.bottom + 0.1)
    }
  })

  it('keeps north up and east right', () => {
    const viewport = fitViewport(TOKYO_DAY, 390, 844, { padding: PAD })!
    const [haneda, kaminarimon, tower] = TOKYO_DAY.map((p) => viewport.project(p.lat, p.lon))
    expect(kaminarimon.y).toBeLessThan(haneda.y)
    expect(kaminarimon.x).toBeGreaterThan(tower.x)
  })

  it('puts a single place in the middle of the free area and shows its surroundings', () => {
    const viewport = fitViewport([{ id: 'p', lat: 35.7148, lon: 139.7967 }], 390, 844, {
      padding: PAD,
      minSpanDeg: 0.1,
    })!
    const at = viewport.project(35.7148, 139.7967)
    expect(at.x).toBeCloseTo(PAD.left + (390 - PAD.left - PAD.right) / 2, 0)
    expect(at.y).toBeCloseTo(PAD.top + (844 - PAD.top - PAD.bottom) / 2, 0)
    // 0.1 degrees of longitude fill the free width: the scale is finite, not a zoom to infinity.
    const east = viewport.project(35.7148, 139.8467)
    expect(east.x - at.x).toBeCloseTo((390 - PAD.left - PAD.right) / 2, 0)
  })

  it.each<[string, { id: number; lat: number; lon: number }[]]>([
    ['no points', []],
    [
      'only impossible coordinates',
      [
        { id: 1, lat: 120, lon: 10 },
        { id: 2, lat: NaN, lon: 0 },
      ],
    ],
  ])('has nothing to fit with %s', (_label, points) => {
    expect(fitViewport(points, 390, 844)).toBeUndefined()
  })

  it.each<[number, number]>([
    [0, 0],
    [85, 3.1313],
    [89, 3.1313],
    [-85, -3.1313],
  ])('uses Web Mercator y, clamped at 85 degrees: lat %f -> %f', (lat, y) => {
    expect(mercatorY(lat)).toBeCloseTo(y, 3)
  })

  it.each(TOKYO_DAY)('finds the point again from where it was drawn (stop $id)', ({ lat, lon }) => {
    const viewport = fitViewport(TOKYO_DAY, 390, 844, { padding: PAD })!
    const { x, y } = viewport.project(lat, lon)
    const back = viewport.unproject(x, y)
    // project() rounds to a tenth of a unit: a few metres at this scale.
    expect(back.lat).toBeCloseTo(lat, 3)
    expect(back.lon).toBeCloseTo(lon, 3)
  })
})
