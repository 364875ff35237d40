// A scripted AssistantApi for the page tests: each streamed call waits for the test to push its parts,
// so a test sees the answer in the state it would be between two chunks.
import { act } from '@testing-library/react'
import type { ChatStreamEvent, ChatStreamPart } from '@types-shared/api/chat-stream'
import type { Message } from '@types-shared/api/chat'
import type { AssistantApi, ChatEventListener, ConversationPage } from '@/features/assistant/api/types'

export interface OpenStream {
  args: unknown[]
  signal?: AbortSignal
  emit(seq: number, part: ChatStreamPart, messageId?: number): Promise<void>
  /** The server closed the stream. */
  end(): Promise<void>
  /** The connection broke mid-answer. */
  fail(error?: unknown): Promise<void>
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

export function createFakeAssistant(messageId = 41) {
  const streams: OpenStream[] = []
  const open = (args: unknown[], onEvent: ChatEventListener, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      signal?.addEventListener('abort', () => resolve())
      streams.push({
        args,
        signal,
        emit: (seq, part, id = messageId) =>
          act(async () => {
            const event: ChatStreamEvent = { id: `${id}:${seq}`, messageId: id, seq, part }
            onEvent(event)
            await settle()
          }),
        end: () =>
          act(async () => {
            resolve()
            await settle()
          }),
        fail: (error = Object.assign(new Error('Network Error'), { code: 'ENetworkError' })) =>
          act(async () => {
            reject(error)
            await settle()
          }),
      })
    })
  const api = {
    send: jest.fn((body, onEvent, signal) => open([body], onEvent, signal)),
    resume: jest.fn((id, after, onEvent, signal) => open([id, after], onEvent, signal)),
    stop: jest.fn(async (id: number) => stored(id, 'assistant', 'stopped text', 'stopped')),
    messages: jest.fn(async (_conversationId: number, _beforeId?: number): Promise<Message[]> => []),
    conversations: jest.fn(async (_page?: number): Promise<ConversationPage> => ({
      list: [],
      total: 0,
      page: 1,
      pageSize: 20,
    })),
    clear: jest.fn(async (id: number) => ({ id, title: '', messageCount: 0, createdAt: '', updatedAt: '' })),
  } satisfies AssistantApi
  /** The stream opened last (send or resume), once it is open. */
  const latest = () => streams[streams.length - 1]
  return { api, streams, latest }
}

export const stored = (
  id: number,
  role: 'user' | 'assistant',
  content: string,
  status: Message['status'] = 'done',
  conversationId = 7,
): Message => ({ id, conversationId, role, content, cards: [], status, createdAt: '2026-11-25T08:00:00Z' })

export const start = (conversationId = 7, messageId = 41): ChatStreamPart => ({
  type: 'start',
  conversationId,
  questionId: messageId - 1,
  messageId,
  provider: 'embedded',
})
export const delta = (text: string): ChatStreamPart => ({ type: 'text-delta', delta: text })
export const finish = (status: 'done' | 'stopped' | 'failed' = 'done', messageId = 41): ChatStreamPart => ({
  type: 'finish',
  messageId,
  status,
})
