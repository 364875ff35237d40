import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { formatDate, formatWeekday } from '@/utils/format'
import { placeNumbers, type JourneyDay, type JourneyItem, type PlaceBrief } from '../model'
import { dayAnchorId } from './day-strip'
import { PlaceCard } from './place-card'
import { TransportLeg } from './transport-leg'
import './day-section.css'

interface DaySectionProps {
  day: JourneyDay
  /** The day's map (composed by the page: the map is another feature). */
  map?: ReactNode
  /** The day's weather line, when known. */
  weather?: ReactNode
  selectedPlaceId?: number
  onOpenPlace?: (place: PlaceBrief) => void
  onOpenTransport?: (id: number) => void
}

const isPlace = (i: JourneyItem): i is JourneyItem & { place: PlaceBrief } =>
  i.kind === 'place' && i.place !== null
const isTransport = (
  i: JourneyItem,
): i is JourneyItem & { transport: NonNullable<JourneyItem['transport']> } =>
  i.kind === 'transport' && i.transport !== null

/** One day: its date and weather, its map, and the stops joined by the ways between them. */
export function DaySection({
  day,
  map,
  weather,
  selectedPlaceId,
  onOpenPlace,
  onOpenTransport,
}: DaySectionProps) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const numbers = placeNumbers(day)
  return (
    <View className='day-section' id={dayAnchorId(day.dayIndex)} data-day={day.dayIndex}>
      <View className='day-section__head'>
        <Text className='day-section__day'>{t('journey.day', { n: day.dayIndex })}</Text>
        <Text className='day-section__date'>
          {t('journey.dayDate', {
            date: formatDate(day.date, locale),
            weekday: formatWeekday(day.date, locale),
          })}
        </Text>
      </View>
      {/* Always there, one line tall: weather that arrives later must not push the day down. */}
      <View className='day-section__weather'>{weather}</View>
      {day.title && <Text className='day-section__title'>{day.title}</Text>}
      {map}
      <View className='day-section__items'>
        {day.items.length === 0 && <Text className='day-section__empty'>{t('journey.emptyDay')}</Text>}
        {day.items.map((item) => {
          if (isPlace(item)) {
            return (
              <PlaceCard
                key={item.id}
                item={item}
                number={numbers.get(item.id) ?? 0}
                selected={item.place.id === selectedPlaceId}
                onOpen={onOpenPlace}
              />
            )
          }
          if (isTransport(item)) return <TransportLeg key={item.id} item={item} onOpen={onOpenTransport} />
          return item.note ? (
            <Text key={item.id} className='day-section__note'>
              {item.note}
            </Text>
          ) : null
        })}
      </View>
    </View>
  )
}
