// Opens of shared links by signed-in people (issue 15): the evidence behind server-checked tasks and
// wish chances. One row per (kind, target, sharer, opener): opening the same link again adds nothing.
import type { Db } from '../db/database'
import { changed } from './transaction'

export type ShareOpenKind = 'journey' | 'wish' | 'campaign'

export function createShareOpensRepository(db: Db) {
  const count = async (q: ReturnType<typeof base>) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const base = (kind: ShareOpenKind, sharerId: number) =>
    db.selectFrom('share_opens').where('kind', '=', kind).where('sharer_id', '=', sharerId)

  return {
    /** Records an open; false when this opener had opened this sharer's link to this target already. */
    async record(o: {
      kind: ShareOpenKind
      targetId: number
      sharerId: number
      openerId: number
      day: string
    }): Promise<boolean> {
      // Looked up first: a refused insert would still move the AUTOINCREMENT counter, and a repeat
      // must change nothing. The unique constraint still settles a race between two transactions.
      const seen = await db
        .selectFrom('share_opens')
        .select('id')
        .where('kind', '=', o.kind)
        .where('target_id', '=', o.targetId)
        .where('sharer_id', '=', o.sharerId)
        .where('opener_id', '=', o.openerId)
        .executeTakeFirst()
      if (seen) return false
      const r = await db
        .insertInto('share_opens')
        .values({
          kind: o.kind,
          target_id: o.targetId,
          sharer_id: o.sharerId,
          opener_id: o.openerId,
          created_at: new Date().toISOString(),
          day: o.day,
        })
        .onConflict((oc) => oc.columns(['kind', 'target_id', 'sharer_id', 'opener_id']).doNothing())
        .executeTakeFirst()
      return changed(r) > 0
    },

    /** Marks a recorded open as the one that earned its sharer a chance. */
    async markGranted(o: { kind: ShareOpenKind; targetId: number; sharerId: number; openerId: number }) {
      await db
        .updateTable('share_opens')
        .set({ granted: 1 })
        .where('kind', '=', o.kind)
        .where('target_id', '=', o.targetId)
        .where('sharer_id', '=', o.sharerId)
        .where('opener_id', '=', o.openerId)
        .execute()
    },

    /** Distinct people who opened this sharer's link to this target. */
    countOpeners: (kind: ShareOpenKind, targetId: number, sharerId: number) =>
      count(base(kind, sharerId).where('target_id', '=', targetId)),

    /** Opens of this sharer's links of a kind that happened on a day. */
    countOnDay: (kind: ShareOpenKind, sharerId: number, day: string) =>
      count(base(kind, sharerId).where('day', '=', day)),

    /** Opens of this sharer's links of a kind that earned a chance: for one target, or on one day. */
    countGranted: (kind: ShareOpenKind, sharerId: number, scope: { targetId?: number; day?: string }) => {
      let q = base(kind, sharerId).where('granted', '=', 1)
      if (scope.targetId !== undefined) q = q.where('target_id', '=', scope.targetId)
      if (scope.day !== undefined) q = q.where('day', '=', scope.day)
      return count(q)
    },
  }
}

export type ShareOpensRepository = ReturnType<typeof createShareOpensRepository>
