import { Text, View } from '@tarojs/components'
import type { Wish } from '@types-shared/api/wish'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/wish'
import { WishResult } from './wish-result'
import './wish.css'

/** A shared wish as its readers see it: whose, where to, the words, and how it stands. */
export function WishCard({ wish }: { wish: Wish }) {
  const t = useT()
  return (
    <View
      className='wish-card'
      data-wish-detail={wish.id}
      {...trackingProps('wish_detail', { impression: true, attrs: { wish: wish.id } })}
    >
      <Text className='wish-card__owner'>{t('wish.detail.title', { name: wish.user.nickname })}</Text>
      <Text className='wish-card__destination'>
        {t('wish.detail.destination', { destination: wish.destination })}
      </Text>
      <Text className='wish-card__text'>{wish.text}</Text>
      <WishResult wish={wish} />
    </View>
  )
}
