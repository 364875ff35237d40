import { Image, Text, View } from '@tarojs/components'
import type { JourneyCard } from '@types-shared/api/campaign'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/summer'
import './summer.css'

/** The featured summer journeys, each a card that opens the journey. */
export function JourneyCards({
  journeys,
  onOpen,
}: {
  journeys: readonly JourneyCard[]
  onOpen: (journey: JourneyCard) => void
}) {
  const t = useT()
  return (
    <View className='summer-journeys' role='list'>
      {journeys.map((journey, i) => (
        <View
          key={journey.id}
          className='summer-journey'
          role='listitem'
          data-journey={journey.id}
          onClick={() => onOpen(journey)}
          {...trackingProps('summer_journey', {
            moduleKey: 'journeys',
            index: i + 1,
            attrs: { journeyId: journey.id },
            impression: true,
          })}
        >
          {journey.cover ? (
            <Image
              className='summer-journey__cover'
              src={journey.cover}
              mode='aspectFill'
              imgProps={DECORATIVE_IMAGE}
            />
          ) : (
            <View className='summer-journey__cover summer-journey__cover--plain' />
          )}
          <View className='summer-journey__body'>
            <Text className='summer-journey__title'>{journey.title}</Text>
            <Text className='summer-journey__meta'>
              {t('summer.journey.meta', {
                days: journey.dayCount,
                cities: journey.cities.slice(0, 3).join(' · '),
              })}
            </Text>
          </View>
        </View>
      ))}
    </View>
  )
}
