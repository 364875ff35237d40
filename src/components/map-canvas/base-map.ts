import { svgDataUrl } from '@/platform/svg-data-url'
import { OUTLINES, type OutlineCollection } from './data/outlines'
import type { MapRegion, MapRoute } from './layers'
import { polygonsOf } from './regions'
import type { Viewport } from './viewport'

const LAND = '#f6f4ee'
const WATER = '#dcebf2'
const BORDER = '#b7cbc4'
const ROUTE = '#1f7a5c'
const GRID = '#e6e2d6'
const SELECTED = '#c2410c'
const GRID_STEP = 48

/**
 * The bundled outlines are good to 20-50 km: below this span (a city) they would put coasts in the
 * wrong streets, so a plain grid is drawn instead; above it (a region, a country) they orient.
 */
export const OUTLINE_MIN_SPAN_DEG = 1.5

/** What the base map draws over the water and land: filled regions, then routes. */
export interface BaseLayers {
  regions?: readonly MapRegion[]
  routes?: readonly MapRoute[]
  /** The selected region is outlined in the selection colour. */
  selectedRegionId?: string
}

/** An SVG path through the points, in box units. */
const pathOf = (points: readonly { x: number; y: number }[], close = false) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('') + (close ? 'Z' : '')

/** Colours come from the page's data: anything that is not plainly a colour is not written into markup. */
const colour = (value: string | undefined, fallback: string) =>
  value && /^[#\w(),.%\s-]{1,40}$/.test(value) ? value : fallback

/**
 * The base map as an SVG data URL (one Image, so it renders the same on H5 and in mini-programs):
 * water, the bundled outlines as land (or a grid at city scale), the regions with their fills, and the
 * routes on top. The markers are elements above it, so they can be tapped and read out. With a tile
 * source the water and land are left out, so the tiles show through under the regions and routes.
 */
export function baseMapSvg(
  viewport: Viewport,
  { regions = [], routes = [], selectedRegionId }: BaseLayers = {},
  { withTiles = false, outlines = OUTLINES }: { withTiles?: boolean; outlines?: OutlineCollection } = {},
): string {
  const { width, height, project } = viewport
  const showOutlines = !withTiles && viewport.spanDeg >= OUTLINE_MIN_SPAN_DEG
  const land = !showOutlines
    ? ''
    : outlines.features
        .map((feature) =>
          pathOf(
            feature.geometry.coordinates[0].map(([lon, lat]) => project(lat, lon)),
            true,
          ),
        )
        .join('')
  const regionPath = (region: MapRegion) =>
    polygonsOf(region.geometry)
      .flatMap((rings) =>
        rings.map((ring) =>
          pathOf(
            ring.map(([lon, lat]) => project(lat, lon)),
            true,
          ),
        ),
      )
      .join('')
  const selected = regions.find((region) => region.id === selectedRegionId)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    (withTiles ? '' : showOutlines ? outlineLayer(land) : gridLayer(width, height)) +
    regions
      .map(
        (region) =>
          `<path d="${regionPath(region)}" fill="${colour(region.fill, LAND)}" fill-rule="evenodd" ` +
          `stroke="${colour(region.stroke, BORDER)}" stroke-width="1" stroke-linejoin="round"/>`,
      )
      .join('') +
    (selected
      ? `<path d="${regionPath(selected)}" fill="none" stroke="${SELECTED}" stroke-width="3" stroke-linejoin="round"/>`
      : '') +
    routes.map(routeLayer(project)).join('') +
    `</svg>`
  return svgDataUrl(svg)
}

const routeLayer = (project: Viewport['project']) => (route: MapRoute) => {
  if (route.points.length < 2) return ''
  const line = pathOf(route.points.map(([lat, lon]) => project(lat, lon)))
  return (
    `<path d="${line}" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${line}" fill="none" stroke="${colour(route.color, ROUTE)}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

const outlineLayer = (land: string) =>
  `<rect width="100%" height="100%" fill="${WATER}"/>` +
  `<path d="${land}" fill="${LAND}" stroke="${BORDER}" stroke-width="1.5" stroke-linejoin="round"/>`

function gridLayer(width: number, height: number): string {
  const lines: string[] = []
  for (let x = GRID_STEP; x < width; x += GRID_STEP) lines.push(`M${x} 0V${height}`)
  for (let y = GRID_STEP; y < height; y += GRID_STEP) lines.push(`M0 ${y}H${width}`)
  return (
    `<rect width="100%" height="100%" fill="${LAND}"/>` +
    `<path d="${lines.join('')}" stroke="${GRID}" stroke-width="1"/>`
  )
}
