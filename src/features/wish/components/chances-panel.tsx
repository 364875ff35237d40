import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/wish'
import './wish.css'

/** My draws left and how to earn more; the page puts the draw itself (the prize feature's stage) inside. */
export function ChancesPanel({ chancesLeft, children }: { chancesLeft: number; children?: ReactNode }) {
  const t = useT()
  return (
    <View className='wish-chances' data-chances={chancesLeft}>
      <View className='wish-chances__head'>
        <Text className='wish-chances__label'>{t('wish.chances')}</Text>
        <Text className='wish-chances__value'>{t('wish.chancesLeft', { count: chancesLeft })}</Text>
      </View>
      <Text className='wish-chances__hint'>{t('wish.chancesHint')}</Text>
      {children}
    </View>
  )
}
