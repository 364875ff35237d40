// Stop of an answer another instance writes (issue 18, docs/assistant.md "Several instances"): the
// stop flag is set on the row, the writer reads it at its next beat (RUN_LIMITS.beatEveryMs), stops
// and stores the answer; this waits for that, up to stopWaitMs. A writer that has gone silent (its
// instance died) cannot stop: the answer is stored as stopped here, as far as it got.
import { setTimeout as sleep } from 'node:timers/promises'
import type { Repositories } from '../../repositories'
import { writerSilent } from './followed-answer'

export async function stopElsewhere(
  repos: Repositories,
  messageId: number,
  o: { everyMs: number; waitMs: number; staleAfterMs: number },
): Promise<void> {
  if (!(await repos.chat.requestStop(messageId))) return // not streaming
  const until = Date.now() + o.waitMs
  while (Date.now() < until) {
    await sleep(o.everyMs)
    const row = await repos.chat.findMessage(messageId)
    if (!row || row.status !== 'streaming') return
    if (writerSilent(row, o.staleAfterMs)) {
      const staleBefore = new Date(Date.now() - o.staleAfterMs).toISOString()
      await repos.chat.settleAbandoned(messageId, staleBefore, { status: 'stopped', failure: null })
      return
    }
  }
}
