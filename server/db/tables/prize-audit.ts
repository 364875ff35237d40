// Prize audit log and shared-link opens (migration 012, issue 15).
import type { Generated } from 'kysely'

export interface PrizeAuditTable {
  id: Generated<number>
  /** Whom the row is about: the drawer, the holder of the user prize, or the operator. */
  user_id: number
  campaign_id: number | null
  action: string
  user_prize_id: number | null
  prize_id: number | null
  from_status: string | null
  to_status: string | null
  detail_json: Generated<string>
  created_at: string
}

export interface ShareOpensTable {
  id: Generated<number>
  kind: string
  target_id: number
  sharer_id: number
  opener_id: number
  granted: Generated<number>
  created_at: string
  day: string
}
