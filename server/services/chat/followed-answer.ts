// Resume of an answer another instance writes (issue 18, docs/assistant.md "Several instances"): its
// writer stores its parts in the database as it goes (answer-runs.ts), so this instance replays those
// after `after`, in the writer's numbering, and follows the new ones by reading them every
// followEveryMs. It ends with the writer's `finish`; when the row ended without one (the writer failed
// to store it), with a `finish` made from the row; when the writer went silent (its instance died),
// the answer is stored as interrupted and ends so.
import { setTimeout as sleep } from 'node:timers/promises'
import type { ChatFailure, ChatLang, ChatStreamPart } from '../../../types/api/chat-stream'
import type { Repositories } from '../../repositories'
import type { MessageRow } from '../../repositories/chat'
import type { RunEvent } from './answer-runs'
import { failurePart } from './failure-text'

export interface FollowOptions {
  everyMs: number
  staleAfterMs: number
  lang: ChatLang
  /** True once the reader is gone. */
  closed: () => boolean
}

/** Whether the writer of a streaming row has been silent for `staleAfterMs` (since the row was made, before its first beat). */
export const writerSilent = (row: MessageRow, staleAfterMs: number, now = Date.now()) =>
  Date.parse(row.heartbeat_at ?? row.created_at) < now - staleAfterMs

/** Sends the stored parts after `after`, then the new ones, until the answer's end or the reader's. */
export async function followStoredAnswer(
  repos: Repositories,
  messageId: number,
  after: number,
  send: (event: RunEvent) => void,
  o: FollowOptions,
): Promise<void> {
  let last = after
  const emit = (part: ChatStreamPart, seq = last + 1) => {
    last = seq
    send({ seq, part })
    return part.type === 'finish'
  }
  const sendStored = async () => {
    for (const p of await repos.chat.partsAfter(messageId, last)) {
      if (emit(p.part as ChatStreamPart, p.seq)) return true
    }
    return false
  }
  while (!o.closed()) {
    if (await sendStored()) return
    const row = await repos.chat.findMessage(messageId)
    if (!row) return
    if (row.status === 'streaming' && writerSilent(row, o.staleAfterMs)) {
      const staleBefore = new Date(Date.now() - o.staleAfterMs).toISOString()
      const end = { status: 'failed', failure: 'interrupted' }
      if (await repos.chat.settleAbandoned(messageId, staleBefore, end)) {
        emit(failurePart('interrupted', o.lang))
        emit({ type: 'finish', messageId, status: 'failed' })
        return
      }
    }
    if (row.status !== 'streaming') {
      // Its finish may have been stored since the parts were read.
      if (await sendStored()) return
      const status = row.status as 'done' | 'stopped' | 'failed'
      if (status === 'failed') emit(failurePart((row.failure ?? 'interrupted') as ChatFailure, o.lang))
      emit({ type: 'finish', messageId, status })
      return
    }
    await sleep(o.everyMs)
  }
}
