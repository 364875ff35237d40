// The assistant's answer stream (issue 17): server-sent events on ai_chat/send and ai_chat/resume.
// Types and constants only, so the site imports no TypeBox through this file (docs/assistant.md).
//
// Wire format, one part per event:
//   id: <messageId>:<seq>\n
//   data: <JSON of a ChatStreamPart>\n
//   \n
// seq counts the parts of one answer from 1; `start` is always seq 1. Comment lines (": keep-alive")
// are sent every CHAT_KEEPALIVE_MS so proxies and phones keep the connection. A client that lost the
// stream (tab hidden, reload, network) asks ai_chat/resume with the messageId and the last seq it
// applied and receives every later part, then the live rest. A platform without chunked responses
// receives the same body in one piece when the answer is finished.

/** Headers of every answer stream: no proxy buffering, no compression, no caching. */
export const CHAT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
  'x-chat-stream': 'v1',
} as const

export const CHAT_KEEPALIVE_MS = 15_000
/** One question's length limit, in characters (SendBody.content). */
export const CHAT_QUESTION_MAX = 2000

export type ChatLang = 'zh-CN' | 'en'

export type ChatCardType = 'place' | 'journey'
/** A place or journey the answer points at: always a real row of our database. */
export interface ChatCardView {
  type: ChatCardType
  id: number
  title: string
  /** A city, a region or "3 days · 5 places": one short line under the title. */
  subtitle?: string
  image: string
}

/** How an answer ended. `streaming` is a stored answer still being written. */
export type AnswerStatus = 'streaming' | 'done' | 'stopped' | 'failed'

/** Why an answer failed, carried by the `error` part (and API_CODES for the HTTP-level ones). */
export type ChatFailure = 'provider_failed' | 'provider_timeout' | 'interrupted'

export type ChatStreamPart =
  | {
      type: 'start'
      conversationId: number
      /** The stored question (a resume of an answer carries it too). */
      questionId: number
      /** The stored answer being written; the id used by resume and stop. */
      messageId: number
      /** Which provider answers: 'embedded' or the configured model's name. */
      provider: string
    }
  | { type: 'text-delta'; delta: string }
  | { type: 'card'; card: ChatCardView }
  | { type: 'error'; reason: ChatFailure; code: number; message: string }
  | { type: 'finish'; messageId: number; status: Exclude<AnswerStatus, 'streaming'> }

export type ChatStreamPartType = ChatStreamPart['type']

/** One parsed event: its id ("<messageId>:<seq>") and its part. */
export interface ChatStreamEvent {
  id: string
  messageId: number
  seq: number
  part: ChatStreamPart
}
