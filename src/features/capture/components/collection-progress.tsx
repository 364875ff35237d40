import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { progressPercent } from '../model/progress'
import './capture.css'

/** My points and how much of the collection I hold: a count and a bar (a progressbar for readers). */
export function CollectionProgress({
  points,
  collected,
  total,
}: {
  points: number
  collected: number
  total: number
}) {
  const t = useT()
  const percent = progressPercent(collected, total)
  return (
    <View className='capture-progress'>
      <View className='capture-progress__points' data-points={points}>
        <Text className='capture-progress__label'>{t('capture.points')}</Text>
        <Text className='capture-progress__value'>{t('capture.pointsValue', { points })}</Text>
      </View>
      <Text className='capture-progress__count' data-progress={`${collected}/${total}`}>
        {t('capture.progress', { collected, total })}
      </Text>
      <View
        className='capture-progress__bar'
        role='progressbar'
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('capture.progressLabel', { percent })}
      >
        <View className='capture-progress__fill' style={{ width: `${percent}%` }} />
      </View>
    </View>
  )
}
