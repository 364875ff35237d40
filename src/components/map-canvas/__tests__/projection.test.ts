import { fitToBox, routeSvg } from '../projection'

const TOKYO_DAY = [
  { id: 1, lat: 35.5494, lon: 139.7798 },
  { id: 2, lat: 35.7111, lon: 139.7964 },
  { id: 3, lat: 35.6586, lon: 139.7454 },
]

describe('fitToBox', () => {
  it('keeps every point inside the box with its padding', () => {
    for (const p of fitToBox(TOKYO_DAY, 343, 220, 28)) {
      expect(p.x).toBeGreaterThanOrEqual(28)
      expect(p.x).toBeLessThanOrEqual(343 - 28)
      expect(p.y).toBeGreaterThanOrEqual(28)
      expect(p.y).toBeLessThanOrEqual(220 - 28)
    }
  })

  it('keeps north up and east right', () => {
    const [haneda, kaminarimon, tower] = fitToBox(TOKYO_DAY, 343, 220)
    expect(kaminarimon.y).toBeLessThan(haneda.y)
    expect(kaminarimon.x).toBeGreaterThan(tower.x)
  })

  it('scales both axes evenly, so the longer span fills its side', () => {
    const points = fitToBox(TOKYO_DAY, 343, 220, 28)
    const ys = points.map((p) => p.y)
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(220 - 56, 0)
  })

  it('puts a single place in the middle', () => {
    expect(fitToBox([{ id: 'a', lat: 30.6, lon: 104.06 }], 300, 200, 20)).toEqual([
      { id: 'a', x: 150, y: 100 },
    ])
  })

  it('leaves out impossible coordinates', () => {
    expect(
      fitToBox(
        [
          { id: 1, lat: 123, lon: 0 },
          { id: 2, lat: Number.NaN, lon: 1 },
        ],
        100,
        100,
      ),
    ).toEqual([])
  })
})

describe('routeSvg', () => {
  it('draws the route through the points in visiting order', () => {
    const url = routeSvg(
      [
        { id: 1, x: 10, y: 20 },
        { id: 2, x: 30, y: 40 },
      ],
      100,
      80,
    )
    expect(url.startsWith('data:image/svg+xml')).toBe(true)
    expect(decodeURIComponent(url)).toContain('d="M10 20L30 40"')
  })

  it('draws no route for a single place', () => {
    expect(decodeURIComponent(routeSvg([{ id: 1, x: 5, y: 5 }], 10, 10))).not.toContain('stroke="#1f7a5c"')
  })
})
