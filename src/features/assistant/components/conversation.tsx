import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { ChatCardView } from '@types-shared/api/chat-stream'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/assistant'
import type { ChatMessage } from '../model/messages'
import { MessageBubble } from './message-bubble'
import './assistant.css'

/** Far below any conversation's height: the scroller clamps it to its bottom. */
const BOTTOM = 1_000_000

/**
 * What the screen reader hears (issue 17, docs/assistant.md "The page"): not every token, which would
 * be a stream of fragments, but "thinking" when an answer starts and the whole answer once it ends.
 */
function useAnnouncement(messages: ChatMessage[], streaming: boolean) {
  const t = useT()
  const last = messages[messages.length - 1]
  if (!last || last.role !== 'assistant') return ''
  if (streaming) return t('assistant.thinking')
  if (last.status === 'done') return `${t('assistant.answerDone')}：${last.content}`
  if (last.status === 'stopped') return t('assistant.stopped')
  return last.failure ? t(`assistant.failure.${last.failure}`) : ''
}

/**
 * The conversation, kept scrolled to its end while an answer grows, unless the reader scrolled up to
 * read; scrolling back to the end follows again.
 */
export function Conversation({
  messages,
  streaming,
  empty,
  onOpenCard,
  onRetry,
}: {
  messages: ChatMessage[]
  streaming: boolean
  /** Shown when there are no messages (the suggestions). */
  empty: ReactNode
  onOpenCard: (card: ChatCardView) => void
  onRetry: (key: string) => void
}) {
  const [pinned, setPinned] = useState(true)
  const [tick, setTick] = useState(0)
  const lastTop = useRef(0)
  const last = messages[messages.length - 1]
  const growth = `${messages.length}:${last?.content.length ?? 0}:${last?.cards.length ?? 0}:${last?.status}`
  useEffect(() => {
    if (pinned) setTick((n) => n + 1)
  }, [growth, pinned])
  // A new question always shows its answer, even if the reader had scrolled up before asking.
  useEffect(() => setPinned(true), [messages.length])
  const announcement = useAnnouncement(messages, streaming)

  return (
    <View className='assistant-thread-wrap'>
      <ScrollView
        className='assistant-thread'
        scrollY
        scrollTop={pinned ? BOTTOM + tick : undefined}
        lowerThreshold={80}
        onScrollToLower={() => setPinned(true)}
        onScroll={(e) => {
          const top = e.detail.scrollTop
          if (top < lastTop.current - 8) setPinned(false)
          lastTop.current = top
        }}
      >
        <View className='assistant-thread__inner' aria-busy={streaming} data-thread=''>
          {messages.length === 0
            ? empty
            : messages.map((message) => (
                <MessageBubble
                  key={message.key}
                  message={message}
                  onOpenCard={onOpenCard}
                  onRetry={onRetry}
                />
              ))}
        </View>
      </ScrollView>
      <View className='assistant-sr-only' aria-live='polite' role='status' data-live-region=''>
        <Text>{announcement}</Text>
      </View>
    </View>
  )
}
