import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/capture'
import './capture.css'

/** My points, as the gift shop's head shows them. */
export function PointsLine({ points }: { points: number }) {
  const t = useT()
  return (
    <View className='capture-progress__points' data-points={points}>
      <Text className='capture-progress__label'>{t('capture.points')}</Text>
      <Text className='capture-progress__value'>{t('capture.pointsValue', { points })}</Text>
    </View>
  )
}
