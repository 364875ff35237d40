import { Image, Text, View } from '@tarojs/components'
import { DECORATIVE_IMAGE } from '@/components/image'
import { trackingProps } from '@/services/tracking'
import type { ShareTargetKind } from './target'
import './share-card.css'

export interface ShareCardData {
  kind: ShareTargetKind
  /** The target's id as the page knows it (a journey's number, a campaign's key). */
  id: string
  title: string
  /** A site path or an absolute address; none draws the card without a cover. */
  cover?: string
  /** "Xiao Lin's journey", "Xiao Lin's wish". */
  byline: string
  /** "5 days · via Tokyo", "Wants to go to Lhasa", the campaign's dates. */
  detail: string
}

/** What the shared link looks like to a friend: cover, title, who made it and what it holds. */
export function ShareCard({ card, onOpen }: { card: ShareCardData; onOpen?: () => void }) {
  return (
    <View
      className='share-card'
      data-share-card={card.id}
      data-share-kind={card.kind}
      onClick={onOpen}
      {...trackingProps('share_card', {
        moduleKey: 'share',
        attrs: { kind: card.kind, targetId: card.id },
        impression: true,
      })}
    >
      {card.cover ? (
        <Image className='share-card__cover' src={card.cover} mode='aspectFill' imgProps={DECORATIVE_IMAGE} />
      ) : (
        <View className='share-card__cover share-card__cover--plain' />
      )}
      <View className='share-card__body'>
        <Text className='share-card__title'>{card.title}</Text>
        <Text className='share-card__meta'>{card.byline}</Text>
        <Text className='share-card__meta'>{card.detail}</Text>
      </View>
    </View>
  )
}
