// Live co-editing's tables (migration 017, docs/co-editing.md "Persistence").
import type { Generated } from 'kysely'

export interface CoeditUpdatesTable {
  id: Generated<number>
  journey_id: number
  /** A Yjs update (several merged, when a room wrote a batch). */
  data: Buffer
  created_at: string
}

export interface CoeditSnapshotsTable {
  journey_id: number
  /** The compacted document: Y.encodeStateAsUpdate of everything merged so far. */
  state: Buffer
  updated_at: string
}

export interface CoeditTicketsTable {
  ticket: string
  journey_id: number
  /** null: a signed-out reader of a journey anyone may read. */
  user_id: number | null
  expires_at: string
}
