import type { RegionsTopology } from '../region-shapes'
import { decodeShapes, regionAtPoint } from '../region-shapes'

// A hand-made layer: A is a 10x10 square with a 2x2 hole, B the hole's island, C a square laid over A's
// corner and drawn after it, D a point (skipped: not a shape). Unquantized arcs, [lon, lat].
const TOPOLOGY = {
  type: 'Topology',
  objects: {
    regions: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: 'A', arcs: [[0], [1]] },
        { type: 'Polygon', id: 'B', arcs: [[2]] },
        { type: 'MultiPolygon', id: 'C', arcs: [[[3]]] },
        { type: 'Point', id: 'D', coordinates: [50, 50] },
      ],
    },
  },
  arcs: [
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ],
    [
      [4, 4],
      [4, 6],
      [6, 6],
      [6, 4],
      [4, 4],
    ],
    [
      [4.5, 4.5],
      [5.5, 4.5],
      [5.5, 5.5],
      [4.5, 5.5],
      [4.5, 4.5],
    ],
    [
      [8, 8],
      [12, 8],
      [12, 12],
      [8, 12],
      [8, 8],
    ],
  ],
} as unknown as RegionsTopology

describe('decodeShapes', () => {
  const shapes = decodeShapes(TOPOLOGY)

  it('keys each polygon by its id, in the order drawn, and skips what is not a polygon', () => {
    expect([...shapes.keys()]).toEqual(['A', 'B', 'C'])
    expect(shapes.get('A')).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
          [0, 0],
        ],
        [
          [4, 4],
          [4, 6],
          [6, 6],
          [6, 4],
          [4, 4],
        ],
      ],
    })
    expect(shapes.get('C')?.type).toBe('MultiPolygon')
  })
})

describe('regionAtPoint', () => {
  const shapes = decodeShapes(TOPOLOGY)

  it.each<[string, number, number, string | null]>([
    ['inside A', 2, 2, 'A'],
    ["in A's hole, outside B", 4.2, 4.2, null],
    ["on B's island in the hole", 5, 5, 'B'],
    ['where C lies over A: C, drawn last', 9, 9, 'C'],
    ['outside everything', 20, 20, null],
    ['not a number', NaN, 2, null],
  ])('finds %s', (_case, lat, lon, code) => {
    expect(regionAtPoint(shapes, lat, lon)).toBe(code)
  })
})
