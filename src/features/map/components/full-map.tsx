import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { DECORATIVE_IMAGE } from '@/components/image'
import {
  baseMapSvg,
  DEFAULT_MIN_SPAN_DEG,
  fitViewport,
  spreadMarkers,
  tilesFor,
  toWgs84,
} from '@/components/map-canvas'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/map'
import type { MapScene, MapStop } from '../model'
import './full-map.css'

/** Room for the title bar above and the stop card below, in CSS pixels of the box. */
const PADDING = { top: 110, right: 48, bottom: 290, left: 48 }
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
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n))

/**
 * The full-screen map: the bundled outlines and the route drawn as one SVG image, optional tiles under
 * it, and a tappable marker per stop above it. Image, tiles and markers share one stage whose ratio is
 * the box's and which covers the screen (CSS max() of vw and vh), so they stay aligned at any size.
 */
export function FullMap({ scene, box, selectedId, onSelect, tileTemplate = '' }: FullMapProps) {
  const t = useT()
  const ratio = clamp(box.width / Math.max(1, box.height), MIN_RATIO, MAX_RATIO)
  const width = Math.round(Math.max(320, box.width))
  const height = Math.round(width / ratio)
  const drawn = useMemo(
    () => scene.stops.map((stop) => ({ stop, wgs: toWgs84(stop.lat, stop.lon, stop.coordinate) })),
    [scene.stops],
  )
  const viewport = useMemo(
    () =>
      fitViewport(
        [
          ...drawn.map(({ stop, wgs }) => ({ id: stop.id, lat: wgs[0], lon: wgs[1] })),
          ...routeAsPoints(scene.route),
        ],
        width,
        height,
        {
          padding: PADDING,
          minSpanDeg: scene.stops.length > 1 ? DEFAULT_MIN_SPAN_DEG : SINGLE_STOP_SPAN_DEG,
        },
      ),
    [drawn, scene.route, scene.stops.length, width, height],
  )
  // Stops that would sit on each other are spread round a ring (components/map-canvas/overlap.ts).
  const placed = useMemo(
    () =>
      viewport
        ? spreadMarkers(
            drawn.map(({ wgs }, index) => ({ id: index, ...viewport.project(wgs[0], wgs[1]) })),
            MARKER_RADIUS,
            { width, height },
          )
        : [],
    [drawn, viewport, width, height],
  )
  const tiles = useMemo(
    () => (viewport && tileTemplate ? tilesFor(viewport, tileTemplate) : []),
    [viewport, tileTemplate],
  )
  const background = useMemo(
    () =>
      viewport
        ? baseMapSvg(
            viewport,
            { routes: [{ id: 'route', points: scene.route }] },
            { withTiles: tiles.length > 0 },
          )
        : '',
    [viewport, scene.route, tiles.length],
  )
  if (!viewport) return null
  const pct = (value: number, of: number) => `${(value / of) * 100}%`
  return (
    <View
      className='full-map'
      role='group'
      aria-label={t('map.full.label', { title: scene.title, count: scene.stops.length })}
    >
      <View
        className='full-map__stage'
        style={{
          width: `max(100vw, calc(100vh * ${ratio.toFixed(4)}))`,
          height: `max(100vh, calc(100vw / ${ratio.toFixed(4)}))`,
        }}
      >
        {tiles.map((tile) => (
          <Image
            key={tile.key}
            className='full-map__tile'
            src={tile.url}
            imgProps={DECORATIVE_IMAGE}
            style={{
              left: pct(tile.x, width),
              top: pct(tile.y, height),
              width: pct(tile.size, width),
              height: pct(tile.size, height),
            }}
          />
        ))}
        <Image className='full-map__base' src={background} mode='scaleToFill' imgProps={DECORATIVE_IMAGE} />
        {drawn.map(({ stop }, index) => {
          const at = placed[index]
          return (
            <Marker
              key={stop.id}
              stop={stop}
              index={index}
              left={pct(at.x, width)}
              top={pct(at.y, height)}
              selected={stop.id === selectedId}
              onSelect={onSelect}
            />
          )
        })}
      </View>
    </View>
  )
}

function Marker({
  stop,
  index,
  left,
  top,
  selected,
  onSelect,
}: {
  stop: MapStop
  index: number
  left: string
  top: string
  selected: boolean
  onSelect: (id: string) => void
}) {
  const t = useT()
  const numbered = stop.number !== undefined
  const className = [
    'full-map__marker',
    numbered ? 'full-map__marker--numbered' : 'full-map__marker--pin',
    selected ? 'full-map__marker--selected' : '',
  ].join(' ')
  return (
    <View
      className={className}
      style={{ left, top }}
      role='button'
      aria-pressed={selected}
      aria-label={
        numbered
          ? t('map.full.marker', { n: stop.number ?? 0, name: stop.name })
          : t('map.full.pin', { name: stop.name })
      }
      data-marker={numbered ? stop.number : 'pin'}
      data-stop-id={stop.id}
      onClick={() => onSelect(stop.id)}
      {...trackingProps('map_marker', {
        moduleKey: 'full_map',
        index: index + 1,
        attrs: { stop_id: stop.id },
      })}
    >
      <Text aria-hidden='true'>{numbered ? stop.number : ''}</Text>
    </View>
  )
}

const routeAsPoints = (route: readonly [number, number][]) =>
  route.map(([lat, lon], i) => ({ id: `route-${i}`, lat, lon }))
