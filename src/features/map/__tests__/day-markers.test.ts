import { fitToBox, spreadMarkers } from '@/components/map-canvas'

// The real knots of issue 12: on Tokyo day 1 the airport is far away, so stops 2-7 in Asakusa and
// Ueno collapse under 8 and 9; on Chengdu day 4 marker 2 hides under 3. Coordinates from the demo data.
const TOKYO_DAY_1: Array<[number, number]> = [
  [35.5494, 139.7798],
  [35.7111, 139.7964],
  [35.7126, 139.7965],
  [35.7148, 139.7967],
  [35.7133, 139.7913],
  [35.7188, 139.7765],
  [35.7156, 139.7745],
  [35.7105, 139.7745],
  [35.7101, 139.8107],
]
const CHENGDU_DAY_4: Array<[number, number]> = [
  [30.7589, 103.9706],
  [31.0038, 103.6092],
  [30.999, 103.616],
  [30.8986, 103.5717],
]
const WIDTH = 343
const HEIGHT = 220
/** A day map marker: 44 design px across, 22 CSS px on the 343 px wide map of a 375 px phone. */
const RADIUS = 11

describe("a day map's markers", () => {
  test.each([
    ['Tokyo day 1', TOKYO_DAY_1],
    ['Chengdu day 4', CHENGDU_DAY_4],
  ])('on %s, none hides another once spread', (_label, day) => {
    const points = day.map(([lat, lon], i) => ({ id: i + 1, lat, lon }))
    const projected = fitToBox(points, WIDTH, HEIGHT)
    const spread = spreadMarkers(projected, RADIUS, { width: WIDTH, height: HEIGHT })
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        const gap = Math.hypot(spread[i].x - spread[j].x, spread[i].y - spread[j].y)
        expect(gap).toBeGreaterThanOrEqual(2 * RADIUS - 1e-6)
      }
    }
    for (const m of spread) {
      expect(m.x).toBeGreaterThanOrEqual(0)
      expect(m.x).toBeLessThanOrEqual(WIDTH)
      expect(m.y).toBeGreaterThanOrEqual(0)
      expect(m.y).toBeLessThanOrEqual(HEIGHT)
    }
  })

  test('before spreading, the knots were there (the test would have caught them)', () => {
    const projected = fitToBox(
      TOKYO_DAY_1.map(([lat, lon], i) => ({ id: i + 1, lat, lon })),
      WIDTH,
      HEIGHT,
    )
    const close = projected.filter((p, i) =>
      projected.some((q, j) => j !== i && Math.hypot(p.x - q.x, p.y - q.y) < 2 * RADIUS),
    )
    expect(close.length).toBeGreaterThanOrEqual(4)
  })
})
