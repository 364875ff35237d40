import { Image, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useRef, type CSSProperties } from 'react'
import { Button } from '@/components/button'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/map'
import { baseMapSvg } from './base-map'
import { OUTLINES } from './data/outlines'
import type { MapMarker, MapRegion, MapRoute, MapSelectionKind } from './layers'
import { spreadMarkers } from './overlap'
import { passThrough } from './pass-through'
import { regionAt, regionCorners, regionLabelPoint, regionsFromOutlines } from './regions'
import { tilesFor } from './tiles'
import { useMapGestures } from './use-map-gestures'
import { FITTED, isFitted, toMap, toShown, type ViewTransform } from './view-transform'
import { fitViewport, type FitOptions, type Viewport } from './viewport'
import './map-canvas.css'

export interface MapCanvasProps {
  /** The map's accessible name: it is a labelled group ("Map of Tokyo, day 1, 9 places"). */
  label: string
  /** The drawing's size in map units (the stage keeps this ratio); one unit is meant as one CSS px. */
  width: number
  height: number
  regions?: readonly MapRegion[]
  routes?: readonly MapRoute[]
  markers?: readonly MapMarker[]
  /** The marker or region shown as selected (ids of both kinds share one namespace). */
  selectedId?: string
  onSelect?: (kind: MapSelectionKind, id: string) => void
  /** Room kept free round the content when fitting, and the least span shown (viewport.ts). */
  fit?: FitOptions
  /** An XYZ raster tile template ({z}/{x}/{y}); without one the bundled outlines are drawn. */
  tileTemplate?: string
  /** The tile provider's credit, shown whenever its tiles are drawn (and only then). */
  tileAttribution?: string
  /** A marker's radius in map units, for spreading markers that would overlap. */
  markerRadius?: number
  /** The closest zoom (x the fitted view); default 8. */
  maxScale?: number
  /**
   * A feature's own BEM block: every part also gets `<block>__<part>` (`full-map__marker`), and the
   * default look is left to the feature's stylesheet.
   */
  block?: string
  /** The stage's size, when it is not the map's width at the drawing's ratio (the full map covers the screen). */
  stageStyle?: CSSProperties
}

const isValid = (m: { lat: number; lon: number }) =>
  Number.isFinite(m.lat) && Number.isFinite(m.lon) && Math.abs(m.lat) <= 90 && Math.abs(m.lon) <= 180

/** Something to show when there is nothing to fit: the bundled outlines' extent. */
const DEFAULT_EXTENT = regionCorners(regionsFromOutlines(OUTLINES, () => ''))

/** One empty list for absent layers, so the memos below do not recompute on every render. */
const NONE: readonly never[] = []

const pct = (value: number, of: number) => `${(value / of) * 100}%`

/**
 * Any page's map (issue 12): the base (bundled outlines, offline, or raster tiles with their credit),
 * regions with a fill each, routes and markers, fitted to all of them. Tap selects a marker or a region;
 * touch drags and pinches, a desktop drags, wheels and uses keys (+ - arrows 0); buttons zoom and fit.
 * The drawing is one SVG image (as mini-programs need) in a layer that zooms by CSS transform; markers
 * and region labels are elements placed over it at the zoomed positions, so they keep their size and
 * stay tappable and readable.
 */
export function MapCanvas(props: MapCanvasProps) {
  const { label, width, height, selectedId, onSelect } = props
  const { regions = NONE, routes = NONE, markers = NONE } = props
  const { fit, tileTemplate = '', tileAttribution, markerRadius = 15, maxScale, block, stageStyle } = props
  const t = useT()
  const stageRef = useRef<unknown>(null)
  const gestures = useMapGestures({ width, height, maxScale, stageRef })
  const { view, takeDrag } = gestures
  const cls = (part: string, ...modifiers: (string | false | undefined)[]) =>
    // The root's part is '' and must stay: only the absent modifiers (false, undefined) drop out.
    [part, ...modifiers]
      .filter((name): name is string => typeof name === 'string')
      .flatMap((name) => [`map-canvas${name}`, block ? `${block}${name}` : ''])
      .filter(Boolean)
      .join(' ')

  const shownMarkers = useMemo(() => markers.filter(isValid), [markers])
  const viewport = useMemo(() => {
    const points = [
      ...shownMarkers,
      ...routes.flatMap((route) =>
        route.points.map(([lat, lon], i) => ({ id: `${route.id}-${i}`, lat, lon })),
      ),
      ...regionCorners(regions),
    ]
    return fitViewport(points.length > 0 ? points : DEFAULT_EXTENT, width, height, fit)
  }, [shownMarkers, routes, regions, width, height, fit])
  const tiles = useMemo(
    () => (viewport && tileTemplate ? tilesFor(viewport, tileTemplate) : []),
    [viewport, tileTemplate],
  )
  const background = useMemo(
    () =>
      viewport
        ? baseMapSvg(
            viewport,
            { regions, routes, selectedRegionId: selectedId },
            { withTiles: tiles.length > 0 },
          )
        : '',
    [viewport, regions, routes, selectedId, tiles.length],
  )
  // New content (another day, another size) opens fitted, as the first did. Keyed by the fit's numbers,
  // not its object: a page that passes layers inline must not undo every zoom.
  const { setView } = gestures
  const fitted = viewport
    ? [viewport.width, viewport.height, viewport.scale, viewport.left, viewport.top].join()
    : ''
  useEffect(() => setView(FITTED), [fitted, setView])
  const placed = useMemo(
    () => (viewport ? placeMarkers(shownMarkers, viewport, view, markerRadius) : []),
    [shownMarkers, viewport, view, markerRadius],
  )
  if (!viewport) return null

  const onTapMap = (e: Parameters<typeof gestures.pointOf>[0]) => {
    if (takeDrag() || !onSelect || regions.length === 0) return
    const at = toMap(view, gestures.pointOf(e))
    const { lat, lon } = viewport.unproject(at.x, at.y)
    const hit = regionAt(regions, lat, lon)
    if (hit) onSelect('region', hit.id)
  }
  const select = (kind: MapSelectionKind, id: string) => {
    if (!takeDrag()) onSelect?.(kind, id)
  }
  const onActivateKey =
    (kind: MapSelectionKind, id: string) => (e: { key?: string; preventDefault?: () => void }) => {
      if (e.key !== 'Enter' && e.key !== ' ') return
      e.preventDefault?.()
      onSelect?.(kind, id)
    }
  const at = (p: { x: number; y: number }) => ({ left: pct(p.x, width), top: pct(p.y, height) })
  const transform = isFitted(view)
    ? undefined
    : `translate(${pct(view.x, width)}, ${pct(view.y, height)}) scale(${view.scale})`
  const showCredit = tiles.length > 0 && Boolean(tileAttribution)

  return (
    <View
      className={[cls(''), block ? '' : 'map-canvas--styled'].filter(Boolean).join(' ')}
      role='group'
      aria-label={label}
      {...passThrough({ tabIndex: 0, onKeyDown: gestures.onKeyDown })}
    >
      <View
        ref={stageRef}
        className={cls('__stage')}
        style={stageStyle ?? { position: 'relative', width: '100%', paddingTop: pct(height, width) }}
        {...passThrough(gestures.stageHandlers)}
      >
        <View className={cls('__view')} style={{ transform }} onClick={onTapMap}>
          {tiles.map((tile) => (
            <Image
              key={tile.key}
              className={cls('__tile')}
              src={tile.url}
              imgProps={DECORATIVE_IMAGE}
              style={{ ...at(tile), width: pct(tile.size, width), height: pct(tile.size, height) }}
            />
          ))}
          <Image className={cls('__base')} src={background} mode='scaleToFill' imgProps={DECORATIVE_IMAGE} />
        </View>
        {regions.map((region) => {
          const point = regionLabelPoint(region)
          if (!isValid(point)) return null
          const selected = region.id === selectedId
          return (
            <View
              key={`region-${region.id}`}
              className={cls('__region', selected && '__region--selected')}
              style={at(toShown(view, viewport.project(point.lat, point.lon)))}
              role='button'
              aria-pressed={selected}
              aria-label={region.label}
              data-region={region.id}
              onClick={() => select('region', region.id)}
              {...passThrough({ tabIndex: 0, onKeyDown: onActivateKey('region', region.id) })}
            >
              <Text aria-hidden='true'>{region.label}</Text>
            </View>
          )
        })}
        {placed.map(
          ({ marker, anchor }) =>
            anchor && <View key={`anchor-${marker.id}`} className={cls('__anchor')} style={at(anchor)} />,
        )}
        {placed.map(({ marker, x, y }) => {
          const selected = marker.id === selectedId
          const numbered = marker.text !== undefined
          return (
            <View
              key={marker.id}
              className={[
                cls(
                  '__marker',
                  numbered ? '__marker--numbered' : '__marker--pin',
                  selected && '__marker--selected',
                ),
                marker.className,
              ]
                .filter(Boolean)
                .join(' ')}
              style={at({ x, y })}
              role='button'
              aria-pressed={selected}
              aria-label={marker.label}
              data-marker={numbered ? marker.text : 'pin'}
              {...marker.attrs}
              onClick={() => select('marker', marker.id)}
              {...passThrough({ tabIndex: 0, onKeyDown: onActivateKey('marker', marker.id) })}
            >
              <Text aria-hidden='true'>{numbered ? marker.text : ''}</Text>
            </View>
          )
        })}
      </View>
      <View className={cls('__controls')}>
        <Button
          unstyled
          className={cls('__control')}
          label={t('map.canvas.zoomIn')}
          data-action='map-zoom-in'
          onClick={() => gestures.press('+')}
        >
          <Text aria-hidden='true'>+</Text>
        </Button>
        <Button
          unstyled
          className={cls('__control')}
          label={t('map.canvas.zoomOut')}
          data-action='map-zoom-out'
          onClick={() => gestures.press('-')}
        >
          <Text aria-hidden='true'>−</Text>
        </Button>
        <Button
          unstyled
          className={cls('__control')}
          label={t('map.canvas.fit')}
          data-action='map-fit'
          onClick={() => gestures.press('0')}
        >
          <Text aria-hidden='true'>⤢</Text>
        </Button>
      </View>
      {showCredit && (
        <View className={cls('__attribution')}>
          <Text>{t('map.canvas.attribution', { source: tileAttribution ?? '' })}</Text>
        </View>
      )}
    </View>
  )
}

/**
 * Markers at their zoomed positions; those on screen that would overlap are spread (overlap.ts), so
 * zooming in undoes a spread once the stops have room. Markers off screen are left where they are:
 * spreading keeps rings inside the box and would pull them onto its edge.
 */
function placeMarkers(
  markers: readonly MapMarker[],
  viewport: Viewport,
  view: ViewTransform,
  radius: number,
) {
  const shown = markers.map((marker, index) => ({
    id: index,
    ...toShown(view, viewport.project(marker.lat, marker.lon)),
  }))
  const onScreen = shown.filter(
    (p) =>
      p.x >= -radius && p.x <= viewport.width + radius && p.y >= -radius && p.y <= viewport.height + radius,
  )
  const spread = new Map(
    spreadMarkers(onScreen, radius, { width: viewport.width, height: viewport.height }).map((p) => [p.id, p]),
  )
  return shown.map((p) => {
    const s = spread.get(p.id)
    return { marker: markers[p.id], x: s?.x ?? p.x, y: s?.y ?? p.y, anchor: s?.anchor }
  })
}
