import { Text, View } from '@tarojs/components'
import type { FoodCity } from '@types-shared/api/content'
import { Button } from '@/components/button'
import { useLocalizedName, useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/food'
import { cityComplete } from '../model'
import './food.css'

/** One tab per city with its progress (hidden for a visitor); a completed city wears a badge. */
export function CityTabs({
  cities,
  chosen,
  showProgress,
  onChoose,
}: {
  cities: readonly FoodCity[]
  chosen: string
  showProgress: boolean
  onChoose: (cityCode: string) => void
}) {
  const t = useT()
  const name = useLocalizedName()
  return (
    <View className='food-tabs' role='tablist'>
      {cities.map((city, i) => {
        const done = showProgress && cityComplete(city)
        return (
          <Button
            key={city.cityCode}
            unstyled
            className={`food-tab${city.cityCode === chosen ? ' food-tab--on' : ''}`}
            aria-pressed={city.cityCode === chosen}
            data-city-tab={city.cityCode}
            data-complete={done}
            onClick={() => onChoose(city.cityCode)}
            {...trackingProps('food_city_tab', {
              moduleKey: 'food_cities',
              index: i + 1,
              attrs: { city: city.cityCode },
            })}
          >
            <Text className='food-tab__name'>{name(city.city, city.cityEn)}</Text>
            {showProgress && (
              <Text className='food-tab__count' data-city-progress={`${city.eaten}/${city.total}`}>
                {t('food.cityProgress', { eaten: city.eaten, total: city.total })}
              </Text>
            )}
            {done && (
              <Text className='food-tab__badge' data-badge='complete'>
                {t('food.cityDone')}
              </Text>
            )}
          </Button>
        )
      })}
    </View>
  )
}
