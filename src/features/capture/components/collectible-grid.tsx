import { Text, View } from '@tarojs/components'
import type { CaptureItem } from '@types-shared/api/capture'
import { EmptyState } from '@/components/states'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { CollectibleCard } from './collectible-card'
import './capture.css'

/** The collection: every card, mine marked; two columns on a phone, more on a wide screen. */
export function CollectibleGrid({
  items,
  busy,
  onCollect,
}: {
  items: CaptureItem[]
  busy: string | null
  onCollect: (item: CaptureItem) => void
}) {
  const t = useT()
  return (
    <View className='capture-section'>
      <Text className='capture-section__title'>{t('capture.cardsTitle')}</Text>
      {items.length === 0 ? (
        <EmptyState label={t('capture.cardsEmpty')} />
      ) : (
        <View className='capture-grid'>
          {items.map((item, index) => (
            <CollectibleCard
              key={item.id}
              item={item}
              index={index}
              busy={busy === `item:${item.id}`}
              onCollect={onCollect}
            />
          ))}
        </View>
      )}
    </View>
  )
}
