import { useMemo } from 'react'
import { DEFAULT_MIN_SPAN_DEG, MapCanvas, toWgs84, type MapMarker } from '@/components/map-canvas'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/map'
import type { MapScene } from '../model'
import './full-map.css'

/**
 * Room for the title bar above and the stop card below, in CSS pixels of the box; on the right also for
 * the zoom buttons (36 CSS px wide, 12 from the edge on a phone), so they never cover a marker.
 */
const PADDING = { top: 110, right: 72, bottom: 290, left: 48 }
/** One place is shown with its region around it (a few hundred km), where the outlines orient. */
const SINGLE_STOP_SPAN_DEG = 4
/** A marker's radius on the stage (56 design px across: 28 CSS px on a 375 px phone), and a little air. */
const MARKER_RADIUS = 15
/** Ratios beyond these (a very wide desktop window) are clamped; the stage still covers the screen. */
const MIN_RATIO = 0.42
const MAX_RATIO = 2.4

export interface FullMapProps {
  scene: MapScene
  /** The screen's size in CSS pixels: the box the map is fitted to. */
  box: { width: number; height: number }
  selectedId?: string
  onSelect: (id: string) => void
  /** An XYZ tile URL template ({z}/{x}/{y}); empty draws the offline map only. */
  tileTemplate?: string
  /** The tile provider's credit, shown with its tiles. */
  tileAttribution?: string
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n))

/**
 * The full-screen map of a day, a place or a point, drawn by the shared MapCanvas (issue 12): the
 * route, a marker per stop, zoom and pan. Its stage keeps the box's ratio and covers the screen (CSS
 * max() of vw and vh), so drawing, tiles and markers stay aligned at any size.
 */
export function FullMap({
  scene,
  box,
  selectedId,
  onSelect,
  tileTemplate = '',
  tileAttribution,
}: FullMapProps) {
  const t = useT()
  const ratio = clamp(box.width / Math.max(1, box.height), MIN_RATIO, MAX_RATIO)
  const width = Math.round(Math.max(320, box.width))
  const height = Math.round(width / ratio)
  const markers = useMemo(
    () =>
      scene.stops.map((stop, index): MapMarker => {
        const [lat, lon] = toWgs84(stop.lat, stop.lon, stop.coordinate)
        return {
          id: stop.id,
          lat,
          lon,
          text: stop.number,
          label:
            stop.number !== undefined
              ? t('map.full.marker', { n: stop.number, name: stop.name })
              : t('map.full.pin', { name: stop.name }),
          attrs: {
            'data-stop-id': stop.id,
            ...trackingProps('map_marker', {
              moduleKey: 'full_map',
              index: index + 1,
              attrs: { stop_id: stop.id },
            }),
          },
        }
      }),
    [scene.stops, t],
  )
  const routes = useMemo(() => [{ id: 'route', points: scene.route }], [scene.route])
  const fit = useMemo(
    () => ({
      padding: PADDING,
      minSpanDeg: scene.stops.length > 1 ? DEFAULT_MIN_SPAN_DEG : SINGLE_STOP_SPAN_DEG,
    }),
    [scene.stops.length],
  )
  return (
    <MapCanvas
      block='full-map'
      label={t('map.full.label', { title: scene.title, count: scene.stops.length })}
      width={width}
      height={height}
      markers={markers}
      routes={routes}
      fit={fit}
      markerRadius={MARKER_RADIUS}
      selectedId={selectedId}
      onSelect={(kind, id) => kind === 'marker' && onSelect(id)}
      tileTemplate={tileTemplate}
      tileAttribution={tileAttribution}
      stageStyle={{
        width: `max(100vw, calc(100vh * ${ratio.toFixed(4)}))`,
        height: `max(100vh, calc(100vw / ${ratio.toFixed(4)}))`,
      }}
    />
  )
}
