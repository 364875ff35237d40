// Resume of an answer no run holds any more (finished over RUN_LIMITS.keepFinishedMs ago, or written
// before a restart): the stored row replayed as parts, from seq 1 whatever `after` was, since the
// numbering of the run that wrote it is gone. A client treats a `start` as "the answer from the
// beginning" (docs/assistant.md "Server").
import type { ChatCardView, ChatFailure, ChatLang, ChatStreamPart } from '../../../types/api/chat-stream'
import type { MessageRow } from '../../repositories/chat'
import { failurePart } from './failure-text'

const FAILURES: ChatFailure[] = ['provider_failed', 'provider_timeout', 'interrupted']

export function storedParts(
  row: MessageRow,
  questionId: number,
  provider: string,
  lang: ChatLang,
): ChatStreamPart[] {
  const parts: ChatStreamPart[] = [
    { type: 'start', conversationId: row.conversation_id, questionId, messageId: row.id, provider },
  ]
  if (row.content) parts.push({ type: 'text-delta', delta: row.content })
  for (const card of JSON.parse(row.cards_json) as ChatCardView[]) parts.push({ type: 'card', card })
  // A row still 'streaming' here has no writer (the server stopped): it is reported as interrupted.
  const status = row.status === 'streaming' ? 'failed' : (row.status as 'done' | 'stopped' | 'failed')
  if (status === 'failed') {
    const reason = FAILURES.find((f) => f === row.failure) ?? 'interrupted'
    parts.push(failurePart(reason, lang))
  }
  parts.push({ type: 'finish', messageId: row.id, status })
  return parts
}
