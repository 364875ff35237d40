import { Text, View } from '@tarojs/components'
import { Fragment } from 'react'
import { LazyImage } from '@/components/lazy-image'
import { useT, type MessageKey } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import { useLocaleStore } from '@/i18n/locale-store'
import { formatDuration } from '@/utils/format'
import type { JourneyItem, PlaceBrief } from '../model'
import './place-card.css'

interface PlaceCardProps {
  item: JourneyItem & { place: PlaceBrief }
  number: number
  selected?: boolean
  onOpen?: (place: PlaceBrief) => void
}

const CATEGORY_KEYS = new Set(['sight', 'food', 'hotel', 'shopping', 'hub', 'nature', 'culture'])

/** One stop: photo, number, name, category, time, stay and note. Tapping it opens the place sheet. */
export function PlaceCard({ item, number, selected, onOpen }: PlaceCardProps) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { place } = item
  const name = locale === 'en' && place.nameEn ? place.nameEn : place.name
  const category = CATEGORY_KEYS.has(place.category)
    ? t(`category.${place.category}` as MessageKey)
    : place.category
  return (
    <View
      className={selected ? 'place-card place-card--selected' : 'place-card'}
      data-place-id={place.id}
      onClick={() => onOpen?.(place)}
      {...trackingProps('journey_place_card', {
        moduleKey: 'journey_day',
        index: number,
        attrs: { placeId: place.id, itemId: item.id },
        impression: true,
      })}
    >
      <LazyImage className='place-card__photo' src={place.photo} alt={name} />
      <View className='place-card__body'>
        <View className='place-card__title'>
          <Text className='place-card__number'>{number}</Text>
          <Text className='place-card__name'>{name}</Text>
        </View>
        {/* Each part keeps together (never "停留 1 小时 15 分" and "钟" on the next line); lines break between. */}
        <Text className='place-card__meta'>
          {[
            item.startTime,
            category,
            item.stayMinutes ? t('journey.stay', { duration: formatDuration(item.stayMinutes, t) }) : '',
          ]
            .filter(Boolean)
            .map((part, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <Text className='place-card__meta-part'>{part}</Text>
              </Fragment>
            ))}
        </Text>
        {item.note && <Text className='place-card__note'>{item.note}</Text>}
      </View>
    </View>
  )
}
