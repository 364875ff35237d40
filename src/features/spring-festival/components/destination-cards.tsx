import { Image, Text, View } from '@tarojs/components'
import type { FestivalDestination } from '@types-shared/api/content'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useLocalizedName } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import './spring-festival.css'

/** The curated destinations; each card opens its place sheet. */
export function DestinationCards({
  destinations,
  onOpen,
}: {
  destinations: readonly FestivalDestination[]
  onOpen: (destination: FestivalDestination) => void
}) {
  const name = useLocalizedName()
  return (
    <View className='festival-grid'>
      {destinations.map((d, i) => (
        <View
          key={d.placeId}
          className='festival-card'
          role='link'
          aria-label={name(d.name, d.nameEn)}
          data-destination={d.placeId}
          onClick={() => onOpen(d)}
          {...trackingProps('festival_destination', {
            moduleKey: 'festival_destinations',
            index: i + 1,
            attrs: { placeId: d.placeId },
            impression: true,
          })}
        >
          {d.photo ? (
            <Image
              className='festival-card__cover'
              src={d.photo}
              mode='aspectFill'
              imgProps={DECORATIVE_IMAGE}
            />
          ) : (
            <View className='festival-card__cover festival-card__cover--plain' />
          )}
          <View className='festival-card__body'>
            <Text className='festival-card__kicker'>{name(d.city, d.cityEn)}</Text>
            <Text className='festival-card__title'>{name(d.name, d.nameEn)}</Text>
            <Text className='festival-card__text'>{name(d.blurb, d.blurbEn)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
