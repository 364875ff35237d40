/**
 * Zoom and pan over a fitted map (issue 12), pure so it can be table-tested. The map's own units are
 * the fitted box (0..width, 0..height, the units `Viewport.project` gives); a transform takes a map
 * point to where it shows in that box: `shown = point * scale + offset`. Scale 1 with no offset is the
 * fitted view, the one that shows all the content; zooming never goes below it, so the drawing always
 * covers the box and nothing outside the drawing can be dragged in.
 */
export interface ViewTransform {
  scale: number
  x: number
  y: number
}

export interface Point {
  x: number
  y: number
}

export interface ViewBounds {
  width: number
  height: number
  /** The closest zoom; the farthest is 1 (fitted). */
  maxScale?: number
}

/** The fitted view: everything in sight. */
export const FITTED: ViewTransform = { scale: 1, x: 0, y: 0 }
export const MAX_SCALE = 8
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.5
/** One press of an arrow key moves the view by this share of the box. */
export const PAN_STEP = 0.15

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n))

/** Keeps the scale within 1..maxScale and the zoomed drawing over the whole box. */
export function clampView(view: ViewTransform, { width, height, maxScale = MAX_SCALE }: ViewBounds) {
  const scale = clamp(view.scale, 1, maxScale)
  // `+ 0` turns -0 (from clamping at 0) into 0.
  return {
    scale,
    x: clamp(view.x, width * (1 - scale), 0) + 0,
    y: clamp(view.y, height * (1 - scale), 0) + 0,
  }
}

export const toShown = (view: ViewTransform, p: Point): Point => ({
  x: p.x * view.scale + view.x,
  y: p.y * view.scale + view.y,
})

export const toMap = (view: ViewTransform, p: Point): Point => ({
  x: (p.x - view.x) / view.scale,
  y: (p.y - view.y) / view.scale,
})

/** Zooms by `factor` about a point of the box, which stays where it is (the cursor, the fingers). */
export function zoomAt(view: ViewTransform, at: Point, factor: number, bounds: ViewBounds): ViewTransform {
  const scale = clamp(view.scale * factor, 1, bounds.maxScale ?? MAX_SCALE)
  const k = scale / view.scale
  return clampView({ scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }, bounds)
}

export const pan = (view: ViewTransform, dx: number, dy: number, bounds: ViewBounds): ViewTransform =>
  clampView({ ...view, x: view.x + dx, y: view.y + dy }, bounds)

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/**
 * Two fingers: the view when they came down and where they were then, and where they are now. The
 * scale follows the distance between them, and the map point that was under their midpoint follows
 * the midpoint, so a pinch zooms and pans at once, as on any map.
 */
export function pinch(
  start: ViewTransform,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  bounds: ViewBounds,
): ViewTransform {
  const before = Math.hypot(from[1].x - from[0].x, from[1].y - from[0].y)
  const after = Math.hypot(to[1].x - to[0].x, to[1].y - to[0].y)
  const scale = clamp(start.scale * (before > 0 ? after / before : 1), 1, bounds.maxScale ?? MAX_SCALE)
  const anchor = toMap(start, mid(...from))
  const now = mid(...to)
  return clampView({ scale, x: now.x - anchor.x * scale, y: now.y - anchor.y * scale }, bounds)
}

/** A wheel turn as a zoom factor: a notch (100 px, or 3 lines) zooms by about 1.2. */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (deltaMode === 1 ? 33 : deltaMode === 2 ? 400 : 1)
  return Math.exp(-clamp(pixels, -300, 300) * 0.0018)
}

/**
 * The keys of a focused map: + or = and - zoom about the middle, the arrows move the view (the arrow
 * says which way you look, as in map apps: ArrowRight shows what is east), 0 fits. Other keys: undefined.
 */
export function viewForKey(view: ViewTransform, key: string, bounds: ViewBounds): ViewTransform | undefined {
  const centre = { x: bounds.width / 2, y: bounds.height / 2 }
  const [stepX, stepY] = [bounds.width * PAN_STEP, bounds.height * PAN_STEP]
  switch (key) {
    case '+':
    case '=':
      return zoomAt(view, centre, ZOOM_STEP, bounds)
    case '-':
    case '_':
      return zoomAt(view, centre, 1 / ZOOM_STEP, bounds)
    case '0':
      return FITTED
    case 'ArrowLeft':
      return pan(view, stepX, 0, bounds)
    case 'ArrowRight':
      return pan(view, -stepX, 0, bounds)
    case 'ArrowUp':
      return pan(view, 0, stepY, bounds)
    case 'ArrowDown':
      return pan(view, 0, -stepY, bounds)
    default:
      return undefined
  }
}

export const isFitted = (view: ViewTransform) => view.scale === 1 && view.x === 0 && view.y === 0
