import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { Button } from '@/components/button'
import { DECORATIVE_IMAGE } from '@/components/image'
// The modules themselves, not the barrel: through it the whole map engine (outlines included, 8 KB gzip)
// came into the day map's chunk, since webpack keeps every module a barrel re-exports.
import { spreadMarkers } from '@/components/map-canvas/overlap'
import { fitToBox, routeSvg, type MapPoint } from '@/components/map-canvas/projection'
import { EmptyState } from '@/components/states'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import './day-map.css'

const WIDTH = 343
const HEIGHT = 220
/** A marker's radius in map units (44 design px across: 22 px on the 343 px map of a 375 px phone). */
const MARKER_RADIUS = 11

interface DayMapProps {
  day: number
  points: readonly MapPoint[]
  selectedId?: MapPoint['id']
  onSelect?: (id: MapPoint['id']) => void
  /** Opens the full map of this day (the page knows where that is). */
  onOpen?: () => void
}

/**
 * A day's places on a drawn map: numbered markers in visiting order joined by the route. Drawn from
 * the coordinates alone, so it works offline and with no tile server (issue #7).
 */
export function DayMap({ day, points, selectedId, onSelect, onOpen }: DayMapProps) {
  const t = useT()
  const projected = useMemo(() => fitToBox(points, WIDTH, HEIGHT), [points])
  const background = useMemo(() => routeSvg(projected, WIDTH, HEIGHT), [projected])
  // Stops that would sit on each other are spread round a ring, a dot left where each really is.
  const placed = useMemo(
    () => spreadMarkers(projected, MARKER_RADIUS, { width: WIDTH, height: HEIGHT }),
    [projected],
  )
  if (projected.length === 0) return <EmptyState label={t('map.empty')} />
  const at = (x: number, y: number) => ({ left: `${(x / WIDTH) * 100}%`, top: `${(y / HEIGHT) * 100}%` })
  return (
    <View className='day-map' role='group' aria-label={t('map.label', { n: day, count: projected.length })}>
      <Image
        className='day-map__route'
        src={background}
        mode='scaleToFill'
        imgProps={DECORATIVE_IMAGE}
        onClick={onOpen}
      />
      {placed.map(
        (p) =>
          p.anchor && (
            <View key={`anchor-${p.id}`} className='day-map__anchor' style={at(p.anchor.x, p.anchor.y)} />
          ),
      )}
      {placed.map((p, index) => (
        <View
          key={p.id}
          className={p.id === selectedId ? 'day-map__marker day-map__marker--selected' : 'day-map__marker'}
          style={at(p.x, p.y)}
          data-marker={index + 1}
          onClick={() => onSelect?.(p.id)}
        >
          <Text>{index + 1}</Text>
        </View>
      ))}
      {onOpen && (
        <Button
          unstyled
          className='day-map__open'
          label={t('map.openDay', { n: day })}
          data-action='open-day-map'
          onClick={onOpen}
          {...trackingProps('journey_day_map_open', { moduleKey: 'journey_day', attrs: { day } })}
        >
          <Text aria-hidden='true'>{t('map.open')}</Text>
        </Button>
      )}
    </View>
  )
}
