import { Image, Text, View } from '@tarojs/components'
import type { ChatCardView } from '@types-shared/api/chat-stream'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/assistant'

/** The places and journeys an answer points at; a tap opens the place sheet or the journey. */
export function ChatCards({
  cards,
  onOpen,
}: {
  cards: ChatCardView[]
  onOpen: (card: ChatCardView) => void
}) {
  const t = useT()
  if (cards.length === 0) return null
  return (
    <View className='assistant-cards'>
      {cards.map((card, i) => (
        <View
          key={`${card.type}:${card.id}`}
          className='assistant-card'
          role='link'
          aria-label={`${t(`assistant.card.${card.type}`)}：${card.title}`}
          data-card-type={card.type}
          data-card-id={card.id}
          onClick={() => onOpen(card)}
          {...trackingProps('assistant_card', {
            moduleKey: 'answer',
            index: i + 1,
            attrs: { type: card.type, id: card.id },
            impression: true,
          })}
        >
          {card.image ? (
            <Image
              className='assistant-card__image'
              src={card.image}
              mode='aspectFill'
              imgProps={DECORATIVE_IMAGE}
            />
          ) : (
            <View className='assistant-card__image assistant-card__image--plain' />
          )}
          <View className='assistant-card__body'>
            <Text className='assistant-card__kind'>{t(`assistant.card.${card.type}`)}</Text>
            <Text className='assistant-card__title'>{card.title}</Text>
            {card.subtitle && <Text className='assistant-card__subtitle'>{card.subtitle}</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}
