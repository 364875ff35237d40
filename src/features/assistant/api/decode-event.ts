import type { ChatStreamEvent, ChatStreamPart } from '@types-shared/api/chat-stream'
import type { SseEvent } from '@/services/http/sse-parser'
import { CHAT_STREAM_ERRORS, ChatStreamError } from './stream-errors'

type Fields = Record<string, unknown>
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v)
const isString = (v: unknown) => typeof v === 'string'
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The least each known part must carry for the page to use it (types/api/chat-stream.ts). */
const SHAPES: Record<ChatStreamPart['type'], (part: Fields) => boolean> = {
  start: (p) => isNumber(p.conversationId) && isNumber(p.questionId) && isNumber(p.messageId),
  'text-delta': (p) => isString(p.delta),
  card: (p) =>
    isObject(p.card) &&
    (p.card.type === 'place' || p.card.type === 'journey') &&
    isNumber(p.card.id) &&
    isString(p.card.title),
  error: (p) => isString(p.reason) && isNumber(p.code) && isString(p.message),
  finish: (p) => isNumber(p.messageId) && isString(p.status),
}

const ID = /^(\d+):(\d+)$/

const malformed = (why: string, event: SseEvent, cause?: unknown) =>
  new ChatStreamError(CHAT_STREAM_ERRORS.MALFORMED, `chat stream: ${why} (event id "${event.id}")`, { cause })

/**
 * One server-sent event as a typed part of an answer. Decided here:
 * - an event whose part type we do not know is skipped (null): a newer server may add parts (tool
 *   progress, say) and an older page should go on reading the answer rather than fail;
 * - a bad id, bad JSON or a known part with the wrong shape throws CHAT_STREAM_MALFORMED: the bytes
 *   are not our protocol, and reading on could show half an answer as if it were whole;
 * - events with an `event:` type other than the default are not ours and are skipped.
 */
export function decodeChatEvent(event: SseEvent): ChatStreamEvent | null {
  if (event.type !== 'message') return null
  const id = ID.exec(event.id)
  if (!id) throw malformed('an event without a "<messageId>:<seq>" id', event)
  let part: unknown
  try {
    part = JSON.parse(event.data)
  } catch (error) {
    throw malformed('an event whose data is no JSON', event, error)
  }
  if (!isObject(part) || !isString(part.type)) throw malformed('an event whose data is no part', event)
  const shape = SHAPES[part.type as ChatStreamPart['type']] as ((p: Fields) => boolean) | undefined
  if (!Object.prototype.hasOwnProperty.call(SHAPES, part.type) || !shape) return null
  if (!shape(part)) throw malformed(`a "${part.type}" part of the wrong shape`, event)
  return {
    id: event.id,
    messageId: Number(id[1]),
    seq: Number(id[2]),
    part: part as unknown as ChatStreamPart,
  }
}
