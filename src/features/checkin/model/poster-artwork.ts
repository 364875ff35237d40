import type { MapRegion, RegionGeometry } from '@/components/map-canvas/layers'
import { polygonsOf, regionCorners } from '@/components/map-canvas/regions'
import { fitViewport } from '@/components/map-canvas/viewport'
import { LIT_FILL } from './fills'
import type { LitSet } from './lit-set'

/** Where the map sits on the poster's cover band (600 x 360): its right part, clear of the tags. */
const BOX = { width: 600, height: 360 }
const PADDING = { top: 24, right: 24, bottom: 24, left: 300 }
const UNLIT = '#ffffff'

const round = (n: number) => Math.round(n * 10) / 10

/**
 * The lit map as the poster draws it: each region's outline as plain path data in the band's units,
 * lit ones in the lit colour, the rest pale. Path data only (no markup), which the poster accepts.
 */
export function posterArtwork(
  shapes: ReadonlyMap<string, RegionGeometry>,
  lit: LitSet,
  litFill: string = LIT_FILL,
): { d: string; fill: string }[] {
  const regions: MapRegion[] = [...shapes].map(([id, geometry]) => ({ id, label: id, fill: '', geometry }))
  const viewport = fitViewport(regionCorners(regions), BOX.width, BOX.height, {
    padding: PADDING,
    minSpanDeg: 1,
  })
  if (!viewport) return []
  return regions.map((region) => {
    const d = polygonsOf(region.geometry)
      .flatMap((rings) =>
        rings.map(
          (ring) =>
            ring
              .map(([lon, lat], i) => {
                const { x, y } = viewport.project(lat, lon)
                return `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`
              })
              .join('') + 'Z',
        ),
      )
      .join('')
    return { d, fill: lit.has(region.id) ? litFill : UNLIT }
  })
}
