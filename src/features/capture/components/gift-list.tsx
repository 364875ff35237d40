import { Text, View } from '@tarojs/components'
import type { Prize } from '@types-shared/api/campaign'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/states'
import { LazyImage } from '@/components/lazy-image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/capture'
import { giftState } from '../model/progress'
import './capture.css'

/** The gifts with their cost and stock; sold out ones say so, and a short one says by how much. */
export function GiftList({
  gifts,
  points,
  busy,
  onExchange,
}: {
  gifts: Prize[]
  points: number
  busy: number | null
  onExchange: (gift: Prize) => void
}) {
  const t = useT()
  if (gifts.length === 0) return <EmptyState label={t('capture.shop.empty')} />
  return (
    <View className='capture-gifts'>
      {gifts.map((gift, index) => {
        const state = giftState(gift, points)
        return (
          <View
            key={gift.id}
            className={`capture-gift capture-gift--${state}`}
            data-gift={gift.id}
            data-state={state}
            {...trackingProps('capture_gift', {
              index: index + 1,
              impression: true,
              attrs: { gift: gift.id },
            })}
          >
            <LazyImage className='capture-gift__image' src={gift.image} alt={gift.name} />
            <View className='capture-gift__text'>
              <Text className='capture-gift__name'>{gift.name}</Text>
              <Text className='capture-gift__desc'>{gift.description}</Text>
              <Text className='capture-gift__meta'>
                {t('capture.shop.cost', { cost: gift.pointsCost })} ·{' '}
                {state === 'sold-out'
                  ? t('capture.shop.soldOut')
                  : t('capture.shop.stock', { stock: gift.stock })}
              </Text>
              {state === 'short' && (
                <Text className='capture-gift__short'>
                  {t('capture.shop.short', { points: gift.pointsCost - points })}
                </Text>
              )}
              <Button
                size='mini'
                type={state === 'affordable' ? 'primary' : 'default'}
                className='capture-gift__exchange'
                data-action='exchange'
                disabled={state === 'sold-out' || busy === gift.id}
                loading={busy === gift.id}
                onClick={() => onExchange(gift)}
                {...trackingProps('capture_exchange', { attrs: { gift: gift.id } })}
              >
                {state === 'sold-out' ? t('capture.shop.soldOut') : t('capture.shop.exchange')}
              </Button>
            </View>
          </View>
        )
      })}
    </View>
  )
}
