import type { AnswerStatus, ChatCardView, ChatStreamEvent } from '@types-shared/api/chat-stream'
import type { Message } from '@types-shared/api/chat'

/** Why an answer shows an error line instead of (or after) its text. */
export type FailureKind = 'provider' | 'timeout' | 'interrupted' | 'busy' | 'rate' | 'network'

/** A bubble of the conversation, as the page shows it. */
export interface ChatMessage {
  /** Stable across the optimistic bubble and the stored message, for React keys. */
  key: string
  id: number | null
  role: 'user' | 'assistant'
  content: string
  cards: ChatCardView[]
  status: AnswerStatus
  failure?: FailureKind
}

/** The answer being written: which bubble, which stored message, the last part applied. */
export interface LiveAnswer {
  key: string
  messageId: number | null
  lastSeq: number
  /** A replay from the first part (a reload): its text replaces what the stored message held. */
  replace: boolean
}

export const fromStored = (message: Message): ChatMessage => ({
  key: `m${message.id}`,
  id: message.id,
  role: message.role === 'user' ? 'user' : 'assistant',
  content: message.content,
  cards: message.cards,
  status: message.status,
  failure: message.status === 'failed' ? 'provider' : undefined,
})

const sameCard = (a: ChatCardView, b: ChatCardView) => a.type === b.type && a.id === b.id

const failureOf = (reason: string): FailureKind =>
  reason === 'provider_timeout' ? 'timeout' : reason === 'interrupted' ? 'interrupted' : 'provider'

/**
 * Applies one streamed part to the live answer's bubble. Parts at or below the last applied seq are
 * dropped, so a resume that replays what was already shown never doubles the text. Returns null when
 * the event is not for this answer or is old.
 */
export function applyEvent(
  message: ChatMessage,
  live: LiveAnswer,
  event: ChatStreamEvent,
): { message: ChatMessage; live: LiveAnswer } | null {
  if (live.messageId !== null && event.messageId !== live.messageId) return null
  if (event.seq <= live.lastSeq) return null
  const base = live.replace ? { ...message, content: '', cards: [] } : message
  const next: LiveAnswer = { ...live, lastSeq: event.seq, replace: false, messageId: event.messageId }
  const { part } = event
  switch (part.type) {
    case 'start':
      return { message: { ...base, id: part.messageId }, live: next }
    case 'text-delta':
      return { message: { ...base, content: base.content + part.delta }, live: next }
    case 'card':
      return base.cards.some((c) => sameCard(c, part.card))
        ? { message: base, live: next }
        : { message: { ...base, cards: [...base.cards, part.card] }, live: next }
    case 'error':
      return { message: { ...base, failure: failureOf(part.reason) }, live: next }
    case 'finish':
      return {
        message: {
          ...base,
          status: part.status,
          failure: part.status === 'failed' ? (base.failure ?? 'provider') : base.failure,
        },
        live: next,
      }
  }
}
