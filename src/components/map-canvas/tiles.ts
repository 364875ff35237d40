import type { Viewport } from './viewport'

/** One raster tile placed in the box (box units), with its address filled in. */
export interface PlacedTile {
  key: string
  url: string
  x: number
  y: number
  size: number
}

const TILE_PX = 256
const MAX_ZOOM = 18
/** More tiles than this means a template or box that makes no sense: draw none rather than hundreds. */
export const MAX_TILES = 64

/**
 * The standard XYZ tiles ({z}/{x}/{y}, Web Mercator) that cover the viewport, at the zoom whose tiles
 * come closest to 256 box units. Only used when a tile source is configured (TARO_APP_MAP_TILES); the
 * offline drawing stays underneath either way. `{s}` is not supported: templates name one host.
 */
export function tilesFor(viewport: Viewport, template: string): PlacedTile[] {
  if (!template || !/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{y\}/.test(template)) return []
  const worldUnits = viewport.scale * 2 * Math.PI
  const zoom = Math.max(0, Math.min(MAX_ZOOM, Math.round(Math.log2(worldUnits / TILE_PX))))
  const count = 2 ** zoom
  const size = worldUnits / count
  // Box origin in world units from the top-left of the world (lon -180, Mercator y +pi).
  const originX = (viewport.left + Math.PI) * viewport.scale
  const originY = (Math.PI - viewport.top) * viewport.scale
  const firstX = Math.floor(originX / size)
  const lastX = Math.floor((originX + viewport.width) / size)
  const firstY = Math.max(0, Math.floor(originY / size))
  const lastY = Math.min(count - 1, Math.floor((originY + viewport.height) / size))
  if ((lastX - firstX + 1) * (lastY - firstY + 1) > MAX_TILES) return []
  const tiles: PlacedTile[] = []
  for (let ty = firstY; ty <= lastY; ty += 1) {
    for (let tx = firstX; tx <= lastX; tx += 1) {
      const wrapped = ((tx % count) + count) % count
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        url: template.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty)),
        x: Math.round((tx * size - originX) * 10) / 10,
        y: Math.round((ty * size - originY) * 10) / 10,
        size: Math.round(size * 10) / 10,
      })
    }
  }
  return tiles
}
