// The answer being written (docs/assistant.md "Server", "Several instances"): its progress and
// end, the writer's heartbeat and stop flag, and its stored parts, which live in the database so an
// answer written on one instance is read or stopped on another (issue 18). Part of repos.chat
// (chat.ts spreads these in).
import type { Db } from '../db/database'

export function createAnswerWriting(db: Db) {
  return {
    /** Writes an answer's progress (or its end, with a status). A cleared conversation has no row: no-op. */
    async updateAnswer(
      id: number,
      a: { content: string; cards: unknown[]; status?: string; failure?: string | null },
    ): Promise<void> {
      await db
        .updateTable('messages')
        .set({
          content: a.content,
          cards_json: JSON.stringify(a.cards),
          ...(a.status ? { status: a.status, failure: a.failure ?? null } : {}),
        })
        .where('id', '=', id)
        .execute()
    },

    /**
     * Answers left 'streaming' by a server that stopped: nobody writes them any more. With several
     * instances, only those whose writer has been silent since before `staleBefore` (or never beat).
     */
    async failAbandoned(staleBefore?: string): Promise<number> {
      let q = db
        .updateTable('messages')
        .set({ status: 'failed', failure: 'interrupted' })
        .where('status', '=', 'streaming')
      if (staleBefore) {
        q = q.where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]))
      }
      const r = await q.executeTakeFirst()
      return Number(r.numUpdatedRows)
    },

    /** The writer is alive; answers whether a stop was asked (or the answer is gone: nothing to write). */
    async beat(id: number, now: string): Promise<boolean> {
      const row = await db
        .updateTable('messages')
        .set({ heartbeat_at: now })
        .where('id', '=', id)
        .returning('stop_requested')
        .executeTakeFirst()
      return !row || Number(row.stop_requested) === 1
    },

    /** Asks the writer of a streaming answer to stop; false when the answer is not streaming. */
    async requestStop(id: number): Promise<boolean> {
      const r = await db
        .updateTable('messages')
        .set({ stop_requested: 1 })
        .where('id', '=', id)
        .where('status', '=', 'streaming')
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    /** Asks the writers of every streaming answer of a conversation to stop (it is being cleared). */
    async requestStopInConversation(conversationId: number): Promise<void> {
      await db
        .updateTable('messages')
        .set({ stop_requested: 1 })
        .where('conversation_id', '=', conversationId)
        .where('status', '=', 'streaming')
        .execute()
    },

    /**
     * Ends a streaming answer whose writer has been silent since before `staleBefore` (its instance
     * died; a row never beaten counts from its creation); false when it is not streaming any more or
     * its writer is alive.
     */
    async settleAbandoned(
      id: number,
      staleBefore: string,
      end: { status: string; failure: string | null },
    ): Promise<boolean> {
      const r = await db
        .updateTable('messages')
        .set({ status: end.status, failure: end.failure })
        .where('id', '=', id)
        .where('status', '=', 'streaming')
        .where((eb) => eb(eb.fn.coalesce('heartbeat_at', 'created_at'), '<', staleBefore))
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    async appendParts(
      messageId: number,
      parts: { seq: number; part: unknown }[],
      now: string,
    ): Promise<void> {
      if (!parts.length) return
      await db
        .insertInto('answer_parts')
        .values(
          parts.map((p) => ({
            message_id: messageId,
            seq: p.seq,
            part_json: JSON.stringify(p.part),
            created_at: now,
          })),
        )
        .execute()
    },

    /** The stored parts of an answer after seq `after`, in order. */
    async partsAfter(messageId: number, after: number): Promise<{ seq: number; part: unknown }[]> {
      const rows = await db
        .selectFrom('answer_parts')
        .select(['seq', 'part_json'])
        .where('message_id', '=', messageId)
        .where('seq', '>', after)
        .orderBy('seq')
        .execute()
      return rows.map((r) => ({ seq: Number(r.seq), part: JSON.parse(r.part_json) }))
    },

    async hasParts(messageId: number): Promise<boolean> {
      const row = await db
        .selectFrom('answer_parts')
        .select('seq')
        .where('message_id', '=', messageId)
        .limit(1)
        .executeTakeFirst()
      return !!row
    },

    async deleteParts(messageId: number): Promise<void> {
      await db.deleteFrom('answer_parts').where('message_id', '=', messageId).execute()
    },
  }
}
