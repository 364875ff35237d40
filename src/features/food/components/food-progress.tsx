import { Text, View } from '@tarojs/components'
import type { FoodHome } from '@types-shared/api/content'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/food'
import { cityComplete, progressPercent } from '../model'
import './food.css'

/** A bar of eaten/total that assistive technology reads as a progressbar with its own label. */
export function ProgressBar({ eaten, total, label }: { eaten: number; total: number; label: string }) {
  const percent = progressPercent(eaten, total)
  return (
    <View
      className='food-bar'
      role='progressbar'
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
    >
      <View className='food-bar__fill' style={{ width: `${percent}%` }} />
    </View>
  )
}

/** The whole trail: places eaten of all, and cities completed; a visitor sees what the trail holds. */
export function FoodProgress({ home, visitor }: { home: FoodHome; visitor: boolean }) {
  const t = useT()
  const done = home.cities.filter(cityComplete).length
  const percent = progressPercent(home.eaten, home.total)
  if (visitor) {
    return (
      <View className='food-progress' data-progress-overall='visitor'>
        <Text className='food-progress__count'>
          {t('food.visitorTotal', { total: home.total, cities: home.cities.length })}
        </Text>
      </View>
    )
  }
  return (
    <View className='food-progress' data-progress-overall={`${home.eaten}/${home.total}`}>
      <Text className='food-progress__count'>
        {t('food.overall', { eaten: home.eaten, total: home.total })}
      </Text>
      <ProgressBar eaten={home.eaten} total={home.total} label={t('food.overallLabel', { percent })} />
      <Text className='food-progress__cities'>
        {t('food.citiesDone', { done, cities: home.cities.length })}
      </Text>
    </View>
  )
}
