import { Text, View } from '@tarojs/components'
import type { ChatCardView } from '@types-shared/api/chat-stream'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/assistant'
import type { ChatMessage } from '../model/messages'
import { ChatCards } from './chat-cards'
import { MessageText } from './message-text'

export function MessageBubble({
  message,
  onOpenCard,
  onRetry,
}: {
  message: ChatMessage
  onOpenCard: (card: ChatCardView) => void
  onRetry: (key: string) => void
}) {
  const t = useT()
  if (message.role === 'user') {
    return (
      <View className='assistant-bubble assistant-bubble--user' data-role='user'>
        <Text className='assistant-bubble__who'>{t('assistant.you')}</Text>
        <Text className='assistant-bubble__text' userSelect>
          {message.content}
        </Text>
      </View>
    )
  }
  const waiting = message.status === 'streaming' && !message.content
  return (
    <View
      className='assistant-bubble assistant-bubble--assistant'
      data-role='assistant'
      data-status={message.status}
      data-message-id={message.id ?? undefined}
    >
      <Text className='assistant-bubble__who'>{t('assistant.assistant')}</Text>
      {waiting ? (
        <Text className='assistant-bubble__thinking'>{t('assistant.thinking')}</Text>
      ) : (
        <View data-answer-text=''>
          <MessageText content={message.content} />
        </View>
      )}
      <ChatCards cards={message.cards} onOpen={onOpenCard} />
      {message.status === 'stopped' && (
        <Text className='assistant-bubble__note'>{t('assistant.stopped')}</Text>
      )}
      {message.failure && (
        <View className='assistant-bubble__failure' role='alert' data-failure={message.failure}>
          <Text>{t(`assistant.failure.${message.failure}`)}</Text>
          {message.status !== 'streaming' && (
            <Button
              size='mini'
              data-action='retry'
              onClick={() => onRetry(message.key)}
              {...trackingProps('assistant_retry', { moduleKey: 'answer' })}
            >
              {t('assistant.retry')}
            </Button>
          )}
        </View>
      )}
    </View>
  )
}
