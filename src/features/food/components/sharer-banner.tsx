import { Text, View } from '@tarojs/components'
import type { FoodHome } from '@types-shared/api/content'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/food'
import { cityComplete, progressPercent } from '../model'
import { ProgressBar } from './food-progress'
import './food.css'

/** The progress of whoever shared the page (`?from=`), above the reader's own list. */
export function SharerBanner({ home }: { home: FoodHome }) {
  const t = useT()
  const name = home.owner?.nickname || t('food.someone')
  const done = home.cities.filter(cityComplete).length
  return (
    <View className='food-sharer' data-sharer={home.owner?.id ?? ''}>
      <Text className='food-sharer__text'>
        {t('food.sharer', { name, eaten: home.eaten, total: home.total })}
      </Text>
      <ProgressBar
        eaten={home.eaten}
        total={home.total}
        label={t('food.overallLabel', { percent: progressPercent(home.eaten, home.total) })}
      />
      {done > 0 && <Text className='food-sharer__cities'>{t('food.sharerCities', { done })}</Text>}
    </View>
  )
}
