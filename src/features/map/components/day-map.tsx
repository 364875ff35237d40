import { Image, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { DECORATIVE_IMAGE } from '@/components/image'
import { EmptyState } from '@/components/states'
import { useT } from '@/i18n'
import { fitToBox, routeSvg, type MapPoint } from '../projection'
import './day-map.css'

const WIDTH = 343
const HEIGHT = 220

interface DayMapProps {
  day: number
  points: readonly MapPoint[]
  selectedId?: MapPoint['id']
  onSelect?: (id: MapPoint['id']) => void
}

/**
 * A day's places on a drawn map: numbered markers in visiting order joined by the route. Drawn from
 * the coordinates alone, so it works offline and with no tile server (issue #7).
 */
export function DayMap({ day, points, selectedId, onSelect }: DayMapProps) {
  const t = useT()
  const projected = useMemo(() => fitToBox(points, WIDTH, HEIGHT), [points])
  const background = useMemo(() => routeSvg(projected, WIDTH, HEIGHT), [projected])
  if (projected.length === 0) return <EmptyState label={t('map.empty')} />
  return (
    <View className='day-map' role='group' aria-label={t('map.label', { n: day, count: projected.length })}>
      <Image className='day-map__route' src={background} mode='scaleToFill' imgProps={DECORATIVE_IMAGE} />
      {projected.map((p, index) => (
        <View
          key={p.id}
          className={p.id === selectedId ? 'day-map__marker day-map__marker--selected' : 'day-map__marker'}
          style={{ left: `${(p.x / WIDTH) * 100}%`, top: `${(p.y / HEIGHT) * 100}%` }}
          data-marker={index + 1}
          onClick={() => onSelect?.(p.id)}
        >
          <Text>{index + 1}</Text>
        </View>
      ))}
    </View>
  )
}
