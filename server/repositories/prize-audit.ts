// The prize audit log (issue 15): one row per draw (hit or miss), per user prize created, per state
// change of a user prize and per operator change. The prizes repository writes the rows of grant()
// and transitionUserPrize() itself, with the same database handle (so in the same transaction): no
// caller can move a prize without its row. See docs/business-rules.md "Audit log".
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { PrizeAuditTable } from '../db/tables/prize-audit'
import type { PRIZE_AUDIT_ACTIONS } from '../../types/api/campaign'

export type AuditAction = (typeof PRIZE_AUDIT_ACTIONS)[number]
export type PrizeAuditRow = Selectable<PrizeAuditTable>

export interface AuditEntry {
  userId: number
  campaignId: number | null
  action: AuditAction
  userPrizeId?: number | null
  prizeId?: number | null
  fromStatus?: string | null
  toStatus?: string | null
  detail?: Record<string, unknown>
}

/** Writes one audit row with the given handle (a transaction's, so it commits or rolls back with the change). */
export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db
    .insertInto('prize_audit')
    .values({
      user_id: e.userId,
      campaign_id: e.campaignId,
      action: e.action,
      user_prize_id: e.userPrizeId ?? null,
      prize_id: e.prizeId ?? null,
      from_status: e.fromStatus ?? null,
      to_status: e.toStatus ?? null,
      detail_json: JSON.stringify(e.detail ?? {}),
      created_at: new Date().toISOString(),
    })
    .execute()
}

export function createPrizeAuditRepository(db: Db) {
  return {
    write: (e: AuditEntry) => writeAudit(db, e),

    /** Recent rows, newest first, optionally of one campaign and/or one user. */
    list(q: { campaignId?: number; userId?: number; limit: number }): Promise<PrizeAuditRow[]> {
      let sel = db.selectFrom('prize_audit').selectAll()
      if (q.campaignId !== undefined) sel = sel.where('campaign_id', '=', q.campaignId)
      if (q.userId !== undefined) sel = sel.where('user_id', '=', q.userId)
      return sel.orderBy('id', 'desc').limit(q.limit).execute()
    },

    /** Whether a transfer link with this token expired (its token is cleared then, but kept here). */
    async wasExpiredToken(token: string): Promise<boolean> {
      const row = await db
        .selectFrom('prize_audit')
        .select('id')
        .where('action', '=', 'expire')
        .where('detail_json', 'like', `%"token":"${token.replace(/[^0-9a-f]/gi, '')}"%`)
        .executeTakeFirst()
      return Boolean(row)
    },
  }
}

export type PrizeAuditRepository = ReturnType<typeof createPrizeAuditRepository>
