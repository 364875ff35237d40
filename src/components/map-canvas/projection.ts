import { svgDataUrl } from '@/platform/svg-data-url'
/** A point to draw: where it is and what it is called on the map. */
export interface MapPoint {
  id: number | string
  lat: number
  lon: number
}

export interface Projected {
  id: MapPoint['id']
  /** Position in the box, in box units (0..width, 0..height). */
  x: number
  y: number
}

const mercatorY = (lat: number) => {
  const clamped = Math.max(-85, Math.min(85, lat))
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))
}

/**
 * Web Mercator, scaled evenly so every point fits the box with padding and north stays up. One place
 * or several at the same spot sit in the middle. Points with impossible coordinates are left out.
 */
export function fitToBox(
  points: readonly MapPoint[],
  width: number,
  height: number,
  padding = 28,
): Projected[] {
  const valid = points.filter(
    (p) =>
      Number.isFinite(p.lat) && Number.isFinite(p.lon) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180,
  )
  if (valid.length === 0) return []
  const xs = valid.map((p) => (p.lon * Math.PI) / 180)
  const ys = valid.map((p) => mercatorY(p.lat))
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const spanX = maxX - minX
  const spanY = maxY - minY
  const innerW = width - 2 * padding
  const innerH = height - 2 * padding
  const scale =
    spanX === 0 && spanY === 0
      ? 0
      : Math.min(spanX ? innerW / spanX : Infinity, spanY ? innerH / spanY : Infinity)
  const offsetX = padding + (innerW - spanX * scale) / 2
  const offsetY = padding + (innerH - spanY * scale) / 2
  return valid.map((p, i) => ({
    id: p.id,
    x: round(offsetX + (xs[i] - minX) * scale),
    // Screen y grows downwards, latitude upwards.
    y: round(offsetY + (maxY - ys[i]) * scale),
  }))
}

const round = (n: number) => Math.round(n * 10) / 10

/** The route as an SVG image (a data URL), so it renders the same on H5 and in mini-programs. */
export function routeSvg(points: readonly Projected[], width: number, height: number): string {
  const grid: string[] = []
  for (let x = 40; x < width; x += 40) grid.push(`M${x} 0V${height}`)
  for (let y = 40; y < height; y += 40) grid.push(`M0 ${y}H${width}`)
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#eef3f1"/>` +
    `<path d="${grid.join('')}" stroke="#dde6e2" stroke-width="1"/>` +
    (points.length > 1
      ? `<path d="${line}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="${line}" fill="none" stroke="#1f7a5c" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="1 0"/>`
      : '') +
    `</svg>`
  return svgDataUrl(svg)
}
