import { Text, View } from '@tarojs/components'
import type { Wish } from '@types-shared/api/wish'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/states'
import { useLocaleStore } from '@/i18n/locale-store'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import { formatDateTime } from '@/utils/format'
import '@/i18n/locales/parts/wish'
import { WishResult } from './wish-result'
import './wish.css'

/** My wishes, newest first, each with its result, and a share button for more chances. */
export function WishList({
  wishes,
  sharing,
  onShare,
}: {
  wishes: Wish[]
  sharing: number | null
  onShare: (wish: Wish) => void
}) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  return (
    <View className='wish-section' data-section='my-wishes'>
      <View className='wish-section__title' role='heading' aria-level={2}>
        {t('wish.mine.title')}
      </View>
      {wishes.length === 0 ? (
        <EmptyState label={t('wish.mine.empty')} />
      ) : (
        wishes.map((wish, index) => (
          <View
            key={wish.id}
            className='wish-item'
            data-wish={wish.id}
            {...trackingProps('wish_item', { index: index + 1, impression: true, attrs: { wish: wish.id } })}
          >
            <View className='wish-item__head'>
              <Text className='wish-item__destination'>{wish.destination}</Text>
              <WishResult wish={wish} />
            </View>
            <Text className='wish-item__text'>{wish.text}</Text>
            <View className='wish-item__foot'>
              <Text className='wish-item__meta'>
                {formatDateTime(wish.createdAt, locale)} · {t('wish.shares', { count: wish.shares })}
              </Text>
              <Button
                size='mini'
                data-action='share-wish'
                loading={sharing === wish.id}
                disabled={sharing === wish.id}
                onClick={() => onShare(wish)}
                {...trackingProps('wish_share', { attrs: { wish: wish.id } })}
              >
                {t('wish.share')}
              </Button>
            </View>
          </View>
        ))
      )}
    </View>
  )
}
