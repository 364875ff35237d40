// What answers a question (issue 17, docs/assistant.md). The embedded provider answers from our own
// database with no model; an OpenAI-compatible one is used when the environment configures it. Both
// write through the same sink, so the route, the stream, resume and stop never know which one answers.
import type { ChatCardView, ChatLang } from '../../../types/api/chat-stream'
import type { Repositories } from '../../repositories'

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

export interface ChatQuestion {
  question: string
  /** Earlier turns of the conversation, oldest first (already trimmed to a budget). */
  history: ChatTurn[]
  lang: ChatLang
  userId: number
}

/** Where an answer goes while it is written: text in pieces, cards as they are found. */
export interface AnswerSink {
  text(delta: string): void
  card(card: ChatCardView): void
}

export interface ChatProvider {
  /** 'embedded' or the configured model's name; shown in the stream's `start` part. */
  readonly name: string
  /**
   * Writes one answer into `sink` and resolves when it is complete. Rejects with a ChatProviderError
   * when the provider fails or times out; stops early (resolving) when `signal` aborts.
   */
  answer(repos: Repositories, q: ChatQuestion, sink: AnswerSink, signal: AbortSignal): Promise<void>
}

export type ChatProviderFailure = 'provider_failed' | 'provider_timeout'

export class ChatProviderError extends Error {
  constructor(
    readonly reason: ChatProviderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ChatProviderError'
  }
}
