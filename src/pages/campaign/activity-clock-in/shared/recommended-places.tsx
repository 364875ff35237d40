import { Text, View } from '@tarojs/components'
import { LazyImage } from '@/components/lazy-image'
import { EmptyState, useLoad } from '@/components/states'
import { getRecommendedPlaces } from '@/features/checkin'
import { localizedName } from '@/i18n/localized-name'
import { useLocaleStore } from '@/i18n/locale-store'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/checkin'
import './recommended-places.css'

/** Places worth a visit: the best rated overall, or in the region the traveller is looking at. */
export function RecommendedPlaces({ regionCode }: { regionCode?: string }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { state } = useLoad(regionCode ?? '', (code) => getRecommendedPlaces(code || undefined))
  if (state.status !== 'ready') return null
  return (
    <View className='recommended'>
      <Text className='recommended__title'>{t('checkin.recommendTitle')}</Text>
      {state.data.length === 0 ? (
        <EmptyState label={t('checkin.recommendEmpty')} />
      ) : (
        <View className='recommended__list'>
          {state.data.map((place, index) => (
            <View
              key={place.id}
              className='recommended__item'
              {...trackingProps('clockin_recommended_place', {
                index: index + 1,
                impression: true,
                attrs: { placeId: place.id },
              })}
            >
              <LazyImage className='recommended__photo' src={place.photo} alt='' />
              <Text className='recommended__name'>{localizedName(place.name, place.nameEn, locale)}</Text>
              <Text className='recommended__city'>
                {localizedName(place.city, place.cityEn, locale)} · ★ {place.rating.toFixed(1)}
              </Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
