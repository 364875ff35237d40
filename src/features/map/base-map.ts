import { OUTLINES, type OutlineCollection } from './data/outlines'
import type { Viewport } from './viewport'

const LAND = '#f6f4ee'
const WATER = '#dcebf2'
const BORDER = '#b7cbc4'
const ROUTE = '#1f7a5c'

/** An SVG path through the points, in box units. */
const pathOf = (points: readonly { x: number; y: number }[], close = false) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('') + (close ? 'Z' : '')

/**
 * The offline base map as an SVG data URL: water, the bundled outlines as land, and the route on top
 * (the markers are elements above it, so they can be tapped and read out). With a tile source the water
 * and land are left out, so the tiles show through and only the route is drawn.
 */
export function baseMapSvg(
  viewport: Viewport,
  route: readonly [number, number][],
  { withTiles = false, outlines = OUTLINES }: { withTiles?: boolean; outlines?: OutlineCollection } = {},
): string {
  const { width, height, project } = viewport
  const land = withTiles
    ? ''
    : outlines.features
        .map((feature) =>
          pathOf(
            feature.geometry.coordinates[0].map(([lon, lat]) => project(lat, lon)),
            true,
          ),
        )
        .join('')
  const line = pathOf(route.map(([lat, lon]) => project(lat, lon)))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    (withTiles
      ? ''
      : `<rect width="100%" height="100%" fill="${WATER}"/>` +
        `<path d="${land}" fill="${LAND}" stroke="${BORDER}" stroke-width="1.5" stroke-linejoin="round"/>`) +
    (route.length > 1
      ? `<path d="${line}" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<path d="${line}" fill="none" stroke="${ROUTE}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
      : '') +
    `</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
