import { Image, Text, View } from '@tarojs/components'
import type { JourneyCard } from '@types-shared/api/campaign'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/festival'
import './spring-festival.css'

/** The curated journeys; each card opens the journey's page. */
export function FestivalJourneyCards({
  journeys,
  onOpen,
}: {
  journeys: readonly JourneyCard[]
  onOpen: (journey: JourneyCard) => void
}) {
  const t = useT()
  return (
    <View className='festival-grid' role='list'>
      {journeys.map((j, i) => (
        <View
          key={j.id}
          className='festival-card'
          role='link'
          aria-label={j.title}
          data-journey={j.id}
          onClick={() => onOpen(j)}
          {...trackingProps('festival_journey', {
            moduleKey: 'festival_journeys',
            index: i + 1,
            attrs: { journeyId: j.id },
            impression: true,
          })}
        >
          {j.cover ? (
            <Image
              className='festival-card__cover'
              src={j.cover}
              mode='aspectFill'
              imgProps={DECORATIVE_IMAGE}
            />
          ) : (
            <View className='festival-card__cover festival-card__cover--plain' />
          )}
          <View className='festival-card__body'>
            <Text className='festival-card__title'>{j.title}</Text>
            <Text className='festival-card__text'>
              {t('festival.journeyMeta', { days: j.dayCount, cities: j.cities.slice(0, 3).join(' · ') })}
            </Text>
          </View>
        </View>
      ))}
    </View>
  )
}
