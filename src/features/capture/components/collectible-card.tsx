import { Text, View } from '@tarojs/components'
import type { CaptureItem } from '@types-shared/api/capture'
import { Button } from '@/components/button'
import { LazyImage } from '@/components/lazy-image'
import { useLocalizedName, useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/capture'
import { rarityOf } from '../model/progress'
import './capture.css'

/** One card: its picture (greyed until collected), rarity, points, its place and "collect here". */
export function CollectibleCard({
  item,
  index,
  busy,
  onCollect,
}: {
  item: CaptureItem
  index: number
  busy: boolean
  onCollect: (item: CaptureItem) => void
}) {
  const t = useT()
  const name = useLocalizedName()
  const rarity = rarityOf(item.rarity)
  return (
    <View
      className={`capture-card capture-card--${rarity}${item.collected ? ' capture-card--collected' : ''}`}
      data-item={item.id}
      data-collected={item.collected}
      {...trackingProps('capture_card', { index: index + 1, impression: true, attrs: { item: item.id } })}
    >
      <View className='capture-card__art'>
        <LazyImage className='capture-card__image' src={item.image} alt={item.name} />
        <Text className={`capture-card__rarity capture-card__rarity--${rarity}`}>
          {t(`capture.rarity.${rarity}`)}
        </Text>
      </View>
      <Text className='capture-card__name'>{item.name}</Text>
      <Text className='capture-card__points'>{t('capture.card.points', { points: item.points })}</Text>
      {item.place && (
        <Text className='capture-card__place'>
          {t('capture.card.place', { place: name(item.place.name, item.place.nameEn) })}
        </Text>
      )}
      {item.collected ? (
        <Text className='capture-card__state' data-state='collected'>
          {t('capture.card.collected')}
        </Text>
      ) : (
        <Button
          size='mini'
          type='primary'
          className='capture-card__collect'
          data-action='collect'
          disabled={busy}
          loading={busy}
          onClick={() => onCollect(item)}
          {...trackingProps('capture_collect', { attrs: { item: item.id } })}
        >
          {busy ? t('capture.card.locating') : t('capture.card.collectHere')}
        </Button>
      )}
    </View>
  )
}
