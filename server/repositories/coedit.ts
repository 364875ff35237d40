// Live co-editing's storage (migration 017, docs/co-editing.md "Persistence"): a journey document's
// appended updates and compacted snapshot, and the sockets' single-use tickets.
import type { Db } from '../db/database'
import { isPostgres } from '../db/database'
import { atomically, changed } from './transaction'

export interface StoredUpdate {
  id: number
  data: Uint8Array
}

export function createCoeditRepository(db: Db) {
  return {
    /** The snapshot (if any) and the updates appended after it, oldest first. */
    async load(journeyId: number): Promise<{ snapshot: Uint8Array | null; updates: StoredUpdate[] }> {
      const [snap, updates] = await Promise.all([
        db
          .selectFrom('coedit_snapshots')
          .select('state')
          .where('journey_id', '=', journeyId)
          .executeTakeFirst(),
        db
          .selectFrom('coedit_updates')
          .select(['id', 'data'])
          .where('journey_id', '=', journeyId)
          .orderBy('id')
          .execute(),
      ])
      return { snapshot: snap ? new Uint8Array(snap.state) : null, updates: updates.map(asStored) }
    },

    /**
     * The first state of a journey's document (seeded from its itinerary), unless another instance
     * wrote one first: answers whether this one was written.
     */
    async createSnapshot(journeyId: number, state: Uint8Array): Promise<boolean> {
      const r = await db
        .insertInto('coedit_snapshots')
        .values({ journey_id: journeyId, state: Buffer.from(state), updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('journey_id').doNothing())
        .executeTakeFirst()
      return changed(r) > 0
    },

    /** Appends an update; answers its row id (what NOTIFY carries to the other instances). */
    async append(journeyId: number, data: Uint8Array): Promise<number> {
      const row = await db
        .insertInto('coedit_updates')
        .values({ journey_id: journeyId, data: Buffer.from(data), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** Updates by id (another instance's, announced by NOTIFY); rows compacted meanwhile are absent. */
    async readUpdates(journeyId: number, ids: number[]): Promise<StoredUpdate[]> {
      if (!ids.length) return []
      const rows = await db
        .selectFrom('coedit_updates')
        .select(['id', 'data'])
        .where('journey_id', '=', journeyId)
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
      return rows.map(asStored)
    },

    /**
     * Compaction in one transaction: the snapshot becomes merge(snapshot, state) and the update rows
     * `merged` (all contained in state) are deleted. The snapshot row is locked first (an UPDATE), so
     * two instances compacting the same journey take turns and neither loses the other's merge.
     */
    compact: (
      journeyId: number,
      merge: (old: Uint8Array | null) => Uint8Array,
      merged: number[],
    ): Promise<void> =>
      atomically(db, async (trx) => {
        const now = new Date().toISOString()
        await trx
          .updateTable('coedit_snapshots')
          .set({ updated_at: now })
          .where('journey_id', '=', journeyId)
          .execute()
        const old = await trx
          .selectFrom('coedit_snapshots')
          .select('state')
          .where('journey_id', '=', journeyId)
          .executeTakeFirst()
        const state = Buffer.from(merge(old ? new Uint8Array(old.state) : null))
        if (old)
          await trx
            .updateTable('coedit_snapshots')
            .set({ state, updated_at: now })
            .where('journey_id', '=', journeyId)
            .execute()
        else
          await trx
            .insertInto('coedit_snapshots')
            .values({ journey_id: journeyId, state, updated_at: now })
            .execute()
        for (let i = 0; i < merged.length; i += 500)
          await trx
            .deleteFrom('coedit_updates')
            .where('journey_id', '=', journeyId)
            .where('id', 'in', merged.slice(i, i + 500))
            .execute()
      }),

    /** How many update rows a journey has (tests and the benchmark look at compaction with it). */
    async countUpdates(journeyId: number): Promise<number> {
      const r = await db
        .selectFrom('coedit_updates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('journey_id', '=', journeyId)
        .executeTakeFirstOrThrow()
      return Number(r.n)
    },

    /** Stores a new ticket, sweeping the expired ones. */
    async createTicket(t: { ticket: string; journeyId: number; userId: number | null; expiresAt: string }) {
      const now = new Date().toISOString()
      await db.deleteFrom('coedit_tickets').where('expires_at', '<=', now).execute()
      await db
        .insertInto('coedit_tickets')
        .values({ ticket: t.ticket, journey_id: t.journeyId, user_id: t.userId, expires_at: t.expiresAt })
        .execute()
    },

    /** Takes a ticket (single use: it is deleted); undefined when unknown, used or expired. */
    async takeTicket(ticket: string): Promise<{ journeyId: number; userId: number | null } | undefined> {
      const row = await db
        .deleteFrom('coedit_tickets')
        .where('ticket', '=', ticket)
        .returning(['journey_id', 'user_id', 'expires_at'])
        .executeTakeFirst()
      if (!row || row.expires_at <= new Date().toISOString()) return undefined
      return { journeyId: row.journey_id, userId: row.user_id }
    },

    /** Whether this database can fan updates out to other instances (PostgreSQL's NOTIFY). */
    fansOut: () => isPostgres(db),
  }
}

function asStored(r: { id: number; data: Buffer | Uint8Array }): StoredUpdate {
  return { id: r.id, data: new Uint8Array(r.data) }
}

export type CoeditRepository = ReturnType<typeof createCoeditRepository>
