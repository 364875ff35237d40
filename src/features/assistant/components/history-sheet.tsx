import { Text, View } from '@tarojs/components'
import type { Conversation } from '@types-shared/api/chat'
import { BottomSheet } from '@/components/bottom-sheet'
import { Button } from '@/components/button'
import { ErrorState, LoadingState } from '@/components/states'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/assistant'
import type { ChatState } from '../model/chat-store'
import './assistant.css'

/** "11-26 09:05": the day and time of the last message, in the reader's time zone. */
const when = (iso: string) => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`
}

/** The reader's conversations, latest first: open one, or start a new one. */
export function HistorySheet({
  history,
  current,
  onOpen,
  onNew,
  onRetry,
  onClose,
}: {
  history: ChatState['history']
  current: number | null
  onOpen: (conversation: Conversation) => void
  onNew: () => void
  onRetry: () => void
  onClose: () => void
}) {
  const t = useT()
  return (
    <BottomSheet
      title={t('assistant.history')}
      onClose={onClose}
      className='assistant-history'
      panelProps={{ 'data-history': '' }}
      footer={
        <Button
          type='primary'
          data-action='new-chat'
          onClick={onNew}
          {...trackingProps('assistant_new', { moduleKey: 'history' })}
        >
          {t('assistant.newChat')}
        </Button>
      }
    >
      {history.status === 'error' ? (
        <ErrorState onRetry={onRetry} />
      ) : history.status !== 'ready' ? (
        <LoadingState />
      ) : history.list.length === 0 ? (
        <Text className='assistant-history__empty'>{t('assistant.historyEmpty')}</Text>
      ) : (
        <View className='assistant-history__list'>
          {history.list.map((conversation, i) => (
            <Button
              key={conversation.id}
              unstyled
              className={`assistant-history__item${conversation.id === current ? ' assistant-history__item--current' : ''}`}
              data-conversation={conversation.id}
              aria-current={conversation.id === current ? 'true' : undefined}
              onClick={() => onOpen(conversation)}
              {...trackingProps('assistant_history_open', { moduleKey: 'history', index: i + 1 })}
            >
              <Text className='assistant-history__title'>
                {conversation.title || t('assistant.untitled')}
              </Text>
              <Text className='assistant-history__time'>{when(conversation.updatedAt)}</Text>
            </Button>
          ))}
        </View>
      )}
    </BottomSheet>
  )
}
