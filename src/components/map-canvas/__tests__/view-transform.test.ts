import {
  clampView,
  FITTED,
  pan,
  pinch,
  toMap,
  toShown,
  viewForKey,
  wheelFactor,
  zoomAt,
  type Point,
  type ViewTransform,
} from '../view-transform'

const BOX = { width: 400, height: 800 }

/** Equal to a thousandth of a unit: the results are sums of products. */
function expectView(actual: ViewTransform | undefined, expected: ViewTransform | undefined) {
  if (!expected || !actual) return expect(actual).toEqual(expected)
  for (const key of ['scale', 'x', 'y'] as const) expect(actual[key]).toBeCloseTo(expected[key], 3)
}

describe('zooming and panning the map', () => {
  it.each<[string, ViewTransform, Point, number, ViewTransform]>([
    ['doubles about the middle', FITTED, { x: 200, y: 400 }, 2, { scale: 2, x: -200, y: -400 }],
    ['doubles about the top-left corner', FITTED, { x: 0, y: 0 }, 2, { scale: 2, x: 0, y: 0 }],
    ['doubles about a point', FITTED, { x: 100, y: 600 }, 2, { scale: 2, x: -100, y: -600 }],
    [
      'stops at 8x',
      { scale: 6, x: -1000, y: -2000 },
      { x: 200, y: 400 },
      4,
      { scale: 8, x: -1400, y: -2800 },
    ],
    ['never goes out past the fitted view', { scale: 2, x: -200, y: -400 }, { x: 50, y: 50 }, 0.1, FITTED],
    [
      'halves back to 2x about the middle',
      { scale: 4, x: -600, y: -1200 },
      { x: 200, y: 400 },
      0.5,
      { scale: 2, x: -200, y: -400 },
    ],
  ])('%s', (_label, view, at, factor, expected) => {
    expectView(zoomAt(view, at, factor, BOX), expected)
  })

  it.each<[Point, number]>([
    [{ x: 120, y: 300 }, 1.7],
    [{ x: 390, y: 10 }, 3],
    [{ x: 200, y: 790 }, 1.2],
  ])('keeps the map point under %o where it is when zooming by %f', (at, factor) => {
    const start = { scale: 1.5, x: -100, y: -200 }
    const under = toMap(start, at)
    const zoomed = zoomAt(start, at, factor, BOX)
    const shown = toShown(zoomed, under)
    expect(shown.x).toBeCloseTo(at.x, 2)
    expect(shown.y).toBeCloseTo(at.y, 2)
  })

  it.each<[string, ViewTransform, number, number, ViewTransform]>([
    ['does not move the fitted view', FITTED, 50, -50, FITTED],
    ['moves a zoomed view', { scale: 2, x: -200, y: -400 }, 30, -40, { scale: 2, x: -170, y: -440 }],
    [
      'stops at the left edge of the drawing',
      { scale: 2, x: -10, y: -400 },
      50,
      0,
      { scale: 2, x: 0, y: -400 },
    ],
    [
      'stops at the bottom edge of the drawing',
      { scale: 2, x: -200, y: -790 },
      0,
      -50,
      { scale: 2, x: -200, y: -800 },
    ],
  ])('panning %s', (_label, view, dx, dy, expected) => {
    expectView(pan(view, dx, dy, BOX), expected)
  })

  it.each<[string, [Point, Point], [Point, Point], ViewTransform]>([
    [
      'fingers spread to twice their distance about the middle',
      [
        { x: 150, y: 400 },
        { x: 250, y: 400 },
      ],
      [
        { x: 100, y: 400 },
        { x: 300, y: 400 },
      ],
      { scale: 2, x: -200, y: -400 },
    ],
    [
      'fingers spread and move down together',
      [
        { x: 150, y: 400 },
        { x: 250, y: 400 },
      ],
      [
        { x: 100, y: 450 },
        { x: 300, y: 450 },
      ],
      { scale: 2, x: -200, y: -350 },
    ],
    [
      'fingers pinch together at the fitted view',
      [
        { x: 100, y: 400 },
        { x: 300, y: 400 },
      ],
      [
        { x: 150, y: 400 },
        { x: 250, y: 400 },
      ],
      FITTED,
    ],
    [
      'fingers on one spot (no distance)',
      [
        { x: 100, y: 100 },
        { x: 100, y: 100 },
      ],
      [
        { x: 100, y: 100 },
        { x: 120, y: 100 },
      ],
      FITTED,
    ],
    [
      'fingers spread far past 8x',
      [
        { x: 199, y: 400 },
        { x: 201, y: 400 },
      ],
      [
        { x: 0, y: 400 },
        { x: 400, y: 400 },
      ],
      { scale: 8, x: -1400, y: -2800 },
    ],
  ])('pinching: %s', (_label, from, to, expected) => {
    expectView(pinch(FITTED, from, to, BOX), expected)
  })

  it('keeps the map point between the fingers between them through a pinch', () => {
    const start = { scale: 2, x: -100, y: -300 }
    const from: [Point, Point] = [
      { x: 100, y: 300 },
      { x: 200, y: 380 },
    ]
    const to: [Point, Point] = [
      { x: 80, y: 320 },
      { x: 260, y: 400 },
    ]
    const under = toMap(start, { x: 150, y: 340 })
    const shown = toShown(pinch(start, from, to, BOX), under)
    expect(shown.x).toBeCloseTo(170, 2)
    expect(shown.y).toBeCloseTo(360, 2)
  })

  it.each<[string, ViewTransform, ViewTransform]>([
    ['a scale below 1', { scale: 0.5, x: 10, y: 10 }, FITTED],
    ['an offset that would show past the drawing', { scale: 2, x: 50, y: -900 }, { scale: 2, x: 0, y: -800 }],
    ['a scale past the limit', { scale: 20, x: 0, y: 0 }, { scale: 8, x: 0, y: 0 }],
  ])('clamps %s', (_label, view, expected) => {
    expectView(clampView(view, BOX), expected)
  })

  it('honours a smaller zoom limit', () => {
    expect(zoomAt(FITTED, { x: 0, y: 0 }, 10, { ...BOX, maxScale: 3 }).scale).toBe(3)
  })
})

describe('the keys of a focused map', () => {
  const zoomed = { scale: 2, x: -200, y: -400 }
  it.each<[string, ViewTransform, ViewTransform | undefined]>([
    ['+', FITTED, { scale: 1.5, x: -100, y: -200 }],
    ['=', FITTED, { scale: 1.5, x: -100, y: -200 }],
    ['-', zoomed, { scale: 4 / 3, x: -200 / 3, y: -400 / 3 }],
    ['0', zoomed, FITTED],
    ['ArrowLeft', zoomed, { scale: 2, x: -140, y: -400 }],
    ['ArrowRight', zoomed, { scale: 2, x: -260, y: -400 }],
    ['ArrowUp', zoomed, { scale: 2, x: -200, y: -280 }],
    ['ArrowDown', zoomed, { scale: 2, x: -200, y: -520 }],
    ['a', zoomed, undefined],
    ['Enter', zoomed, undefined],
  ])('%s', (key, view, expected) => {
    expectView(viewForKey(view, key, BOX), expected)
  })
})

describe('the wheel', () => {
  it.each<[string, number, number, (f: number) => boolean]>([
    ['a notch towards the screen zooms in', -100, 0, (f) => f > 1.15 && f < 1.25],
    ['a notch away zooms out', 100, 0, (f) => f < 0.87 && f > 0.8],
    ['three lines are a notch', -3, 1, (f) => f > 1.15 && f < 1.25],
    ['a huge flick is capped', -100000, 0, (f) => f < 1.8],
    ['no turn, no zoom', 0, 0, (f) => f === 1],
  ])('%s', (_label, deltaY, deltaMode, ok) => {
    expect(ok(wheelFactor(deltaY, deltaMode))).toBe(true)
  })
})
