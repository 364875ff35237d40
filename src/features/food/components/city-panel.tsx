import { Text, View } from '@tarojs/components'
import type { FoodCity, FoodPlace } from '@types-shared/api/content'
import { EmptyState } from '@/components/states'
import { useLocalizedName, useT } from '@/i18n'
import '@/i18n/locales/parts/food'
import { cityComplete } from '../model'
import { FoodPlaceCard } from './food-place-card'
import { ProgressBar } from './food-progress'
import './food.css'

/** The chosen city: its progress (the reader's) and its places. */
export function CityPanel({
  city,
  showProgress,
  busy,
  sharerName,
  sharerAte,
  onOpen,
  onEaten,
}: {
  city: FoodCity
  showProgress: boolean
  busy: ReadonlySet<number>
  sharerName?: string
  sharerAte: ReadonlySet<number>
  onOpen: (place: FoodPlace) => void
  onEaten: (place: FoodPlace, eaten: boolean) => void
}) {
  const t = useT()
  const name = useLocalizedName()
  const label = t('food.cityLabel', {
    city: name(city.city, city.cityEn),
    eaten: city.eaten,
    total: city.total,
  })
  return (
    <View className='food-city' data-city={city.cityCode} data-complete={cityComplete(city)}>
      {showProgress && (
        <View className='food-city__head'>
          <Text className='food-city__label' data-city-head={`${city.eaten}/${city.total}`}>
            {label}
          </Text>
          {cityComplete(city) && <Text className='food-tab__badge'>{t('food.cityDone')}</Text>}
          <ProgressBar eaten={city.eaten} total={city.total} label={label} />
        </View>
      )}
      {city.places.length === 0 ? (
        <EmptyState label={t('food.cityEmpty')} />
      ) : (
        <View className='food-city__places' role='list'>
          {city.places.map((place, i) => (
            <FoodPlaceCard
              key={place.placeId}
              place={place}
              index={i + 1}
              busy={busy.has(place.placeId)}
              sharerAte={sharerName && sharerAte.has(place.placeId) ? sharerName : undefined}
              onOpen={onOpen}
              onEaten={onEaten}
            />
          ))}
        </View>
      )}
    </View>
  )
}
