import type { MapPoint } from './projection'

/** Web Mercator fitted to a box: where any WGS-84 point lands, and what it needs to place tiles. */
export interface Viewport {
  width: number
  height: number
  /** Box units per radian of longitude (and of Mercator y). */
  scale: number
  /** Box position of a point; points outside the fitted bounds land outside the box. */
  project(lat: number, lon: number): { x: number; y: number }
  /** The WGS-84 point at a box position (the inverse of `project`, unrounded): where a tap landed. */
  unproject(x: number, y: number): { lat: number; lon: number }
  /** Degrees of longitude across the whole box. */
  spanDeg: number
  /** Longitude (radians) at the box's left edge and Mercator y at its top edge. */
  left: number
  top: number
}

export interface FitOptions {
  /** Room kept free around the points, box units (markers, the title bar, the bottom card). */
  padding?: { top: number; right: number; bottom: number; left: number }
  /** The least span shown, in degrees of longitude: one place still shows its city around it. */
  minSpanDeg?: number
}

const RAD = Math.PI / 180
export const DEFAULT_MIN_SPAN_DEG = 0.08

export const mercatorY = (lat: number) => {
  const clamped = Math.max(-85, Math.min(85, lat))
  return Math.log(Math.tan(Math.PI / 4 + (clamped * RAD) / 2))
}

const isValid = (p: MapPoint) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lon) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180

/**
 * Fits the points into the box inside its padding, north up, both axes scaled alike, never closer
 * than `minSpanDeg` across: a single point sits in the middle of the free area with its surroundings.
 * Returns undefined when no point has usable coordinates.
 */
export function fitViewport(
  points: readonly MapPoint[],
  width: number,
  height: number,
  {
    padding = { top: 24, right: 24, bottom: 24, left: 24 },
    minSpanDeg = DEFAULT_MIN_SPAN_DEG,
  }: FitOptions = {},
): Viewport | undefined {
  const valid = points.filter(isValid)
  if (valid.length === 0) return undefined
  const xs = valid.map((p) => p.lon * RAD)
  const ys = valid.map((p) => mercatorY(p.lat))
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2
  const centreY = (Math.min(...ys) + Math.max(...ys)) / 2
  const minSpan = minSpanDeg * RAD
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), minSpan)
  const spanY = Math.max(Math.max(...ys) - Math.min(...ys), minSpan)
  const innerW = Math.max(1, width - padding.left - padding.right)
  const innerH = Math.max(1, height - padding.top - padding.bottom)
  const scale = Math.min(innerW / spanX, innerH / spanY)
  // The centre of the points goes to the centre of the free area.
  const left = centreX - (padding.left + innerW / 2) / scale
  const top = centreY + (padding.top + innerH / 2) / scale
  return {
    width,
    height,
    scale,
    spanDeg: width / scale / RAD,
    left,
    top,
    project: (lat, lon) => ({
      x: round((lon * RAD - left) * scale),
      y: round((top - mercatorY(lat)) * scale),
    }),
    unproject: (x, y) => ({
      lat: (2 * Math.atan(Math.exp(top - y / scale)) - Math.PI / 2) / RAD,
      lon: (left + x / scale) / RAD,
    }),
  }
}

const round = (n: number) => Math.round(n * 10) / 10
