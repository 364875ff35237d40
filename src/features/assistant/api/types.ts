import type { ChatStreamEvent } from '@types-shared/api/chat-stream'
import type { Conversation, Message, SendBody } from '@types-shared/api/chat'

export interface ConversationPage {
  list: Conversation[]
  total: number
  page: number
  pageSize: number
}

/** Receives each part of an answer as it arrives, in order, already parsed. */
export type ChatEventListener = (event: ChatStreamEvent) => void

/**
 * The assistant's calls as the page sees them (issue 17, docs/assistant.md). The two streamed calls
 * resolve when the server closes the stream (normally after `finish`) and reject with the request
 * client's typed errors before it starts (401, 429 TOO_MANY_REQUESTS, 40914 ANSWER_IN_PROGRESS, network)
 * or when the connection breaks mid-answer; aborting `signal` ends them quietly (resolves).
 */
export interface AssistantApi {
  send(body: SendBody, onEvent: ChatEventListener, signal?: AbortSignal): Promise<void>
  /** The parts after `after` (the last seq applied; 0 for all), then the live rest. */
  resume(messageId: number, after: number, onEvent: ChatEventListener, signal?: AbortSignal): Promise<void>
  /** Ends an answer being written; the stored answer as far as it got. */
  stop(messageId: number): Promise<Message>
  /** The latest messages of a conversation, oldest first; `beforeId` pages back. */
  messages(conversationId: number, beforeId?: number): Promise<Message[]>
  conversations(page?: number): Promise<ConversationPage>
  clear(conversationId: number): Promise<Conversation>
}
