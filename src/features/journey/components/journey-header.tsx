import { Image, Text, View } from '@tarojs/components'
import { DECORATIVE_IMAGE, imgAttributes } from '@/components/image'
import { localizedNames, useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { formatCount, formatDate, formatDistance } from '@/utils/format'
import { journeyTitle, type JourneyDetail } from '../model'
import './journey-header.css'

/** Cover, title, author, dates and length, cities and the journey's numbers. */
export function JourneyHeader({ journey }: { journey: JourneyDetail }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const title = journeyTitle(journey, locale)
  return (
    <View className='journey-header'>
      <Image
        className='journey-header__cover'
        src={journey.cover}
        mode='aspectFill'
        lazyLoad={false}
        imgProps={imgAttributes(title, { priority: true })}
      />
      <View className='journey-header__body'>
        <Text className='journey-header__title'>{title}</Text>
        <View className='journey-header__author'>
          <Image className='journey-header__avatar' src={journey.owner.avatar} imgProps={DECORATIVE_IMAGE} />
          <Text>{t('journey.byAuthor', { name: journey.owner.nickname })}</Text>
        </View>
        <Text className='journey-header__meta'>
          {t('journey.dates', {
            start: formatDate(journey.startDate, locale),
            end: formatDate(journey.endDate, locale),
            days: journey.dayCount,
          })}
        </Text>
        {journey.cities.length > 0 && (
          <Text className='journey-header__meta'>
            {t('journey.cities', {
              cities: localizedNames(journey.cities, journey.citiesEn, locale).join(' · '),
            })}
          </Text>
        )}
        {journey.summary && <Text className='journey-header__summary'>{journey.summary}</Text>}
        <View className='journey-header__stats'>
          <Text>{t('journey.stats.places', { n: journey.stats.places })}</Text>
          <Text>{t('journey.stats.distance', { distance: formatDistance(journey.stats.distanceM, t) })}</Text>
          <Text>{t('journey.stats.views', { n: formatCount(journey.stats.views, locale) })}</Text>
          <Text>{t('journey.stats.saves', { n: formatCount(journey.stats.saves, locale) })}</Text>
        </View>
      </View>
    </View>
  )
}
