import { overlapGroups, ringRadius, spreadMarkers, type PlacedMarker } from '../overlap'

const R = 11
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y)

/** No two markers' circles overlap. */
export function expectNoOverlap(markers: readonly { x: number; y: number }[], radius = R) {
  for (let i = 0; i < markers.length; i++) {
    for (let j = i + 1; j < markers.length; j++) {
      expect(distance(markers[i], markers[j])).toBeGreaterThanOrEqual(2 * radius - 1e-6)
    }
  }
}

describe('spreading markers that would overlap', () => {
  test.each([
    [
      'apart',
      [
        { id: 1, x: 10, y: 10 },
        { id: 2, x: 100, y: 10 },
      ],
      [[0], [1]],
    ],
    [
      'touching',
      [
        { id: 1, x: 10, y: 10 },
        { id: 2, x: 25, y: 10 },
      ],
      [[0, 1]],
    ],
    [
      'a chain, joined through its middle',
      [
        { id: 1, x: 0, y: 0 },
        { id: 2, x: 18, y: 0 },
        { id: 3, x: 36, y: 0 },
      ],
      [[0, 1, 2]],
    ],
  ] as Array<[string, PlacedMarker<number>[], number[][]]>)(
    'groups markers %s',
    (_label, markers, groups) => {
      expect(overlapGroups(markers, R)).toEqual(groups)
    },
  )

  test.each([2, 3, 5, 8, 12])('a ring of %i keeps neighbours apart', (n) => {
    const r = ringRadius(n, R)
    expect(2 * r * Math.sin(Math.PI / n)).toBeGreaterThan(2 * R)
  })

  test('a marker alone stays where it is, and is not marked as moved', () => {
    const [m] = spreadMarkers([{ id: 'a', x: 50, y: 60 }], R)
    expect(m).toEqual({ id: 'a', x: 50, y: 60 })
  })

  test('a knot of six on one spot becomes a readable ring, in order, remembering where they were', () => {
    const knot = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, x: 100 + i * 0.5, y: 80 }))
    const spread = spreadMarkers(knot, R, { width: 343, height: 220 })
    expectNoOverlap(spread)
    expect(spread.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(spread.every((m) => m.anchor && Math.abs(m.anchor.y - 80) < 1e-9)).toBe(true)
    // The first is at the top of the ring.
    expect(spread[0].y).toBeLessThan(Math.min(...spread.slice(1).map((m) => m.y)) + 1e-9)
  })

  test('a ring at the edge is pushed inside the map, not cut off', () => {
    const corner = Array.from({ length: 5 }, (_, i) => ({ id: i, x: 2, y: 2 + i }))
    const spread = spreadMarkers(corner, R, { width: 343, height: 220 })
    expectNoOverlap(spread)
    for (const m of spread) {
      expect(m.x).toBeGreaterThanOrEqual(R - 1e-6)
      expect(m.y).toBeGreaterThanOrEqual(R - 1e-6)
    }
  })

  test('two knots close together end up clear of each other too', () => {
    const a = Array.from({ length: 4 }, (_, i) => ({ id: `a${i}`, x: 100, y: 100 + i }))
    const b = Array.from({ length: 4 }, (_, i) => ({ id: `b${i}`, x: 140, y: 100 + i }))
    expectNoOverlap(spreadMarkers([...a, ...b], R, { width: 343, height: 220 }))
  })
})
