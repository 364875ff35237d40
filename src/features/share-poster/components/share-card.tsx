import { Image, Text, View } from '@tarojs/components'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import './share-card.css'

export interface ShareCardData {
  id: number
  title: string
  cover: string
  /** The author's nickname. */
  author: string
  days: number
  cities: readonly string[]
}

/** What the shared link looks like to a friend: cover, title, author, days and cities. */
export function ShareCard({ card, onOpen }: { card: ShareCardData; onOpen?: () => void }) {
  const t = useT()
  return (
    <View
      className='share-card'
      data-share-card={card.id}
      onClick={onOpen}
      {...trackingProps('share_card', {
        moduleKey: 'share',
        attrs: { journeyId: card.id },
        impression: true,
      })}
    >
      <Image className='share-card__cover' src={card.cover} mode='aspectFill' imgProps={DECORATIVE_IMAGE} />
      <View className='share-card__body'>
        <Text className='share-card__title'>{card.title}</Text>
        <Text className='share-card__meta'>{t('sharePage.cardAuthor', { name: card.author })}</Text>
        <Text className='share-card__meta'>
          {t('sharePage.cardDays', { days: card.days })}
          {card.cities.length > 0
            ? ` · ${t('sharePage.cardCities', { cities: card.cities.join(' · ') })}`
            : ''}
        </Text>
      </View>
    </View>
  )
}
