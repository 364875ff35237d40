// One-time SSO tickets (SPEC.md section 4 "SSO flow").
import type { Db } from '../db/database'

export function createSsoRepository(db: Db) {
  return {
    async createTicket(t: { ticket: string; userId: number; service: string; expiresAt: string }) {
      await db
        .insertInto('sso_tickets')
        .values({ ticket: t.ticket, user_id: t.userId, service: t.service, expires_at: t.expiresAt, used: 0 })
        .execute()
    },

    findTicket: (ticket: string) =>
      db.selectFrom('sso_tickets').selectAll().where('ticket', '=', ticket).executeTakeFirst(),

    /** Marks a ticket used; false when it was used already (a guarded update, so only one wins). */
    async useTicket(ticket: string): Promise<boolean> {
      const r = await db
        .updateTable('sso_tickets')
        .set({ used: 1 })
        .where('ticket', '=', ticket)
        .where('used', '=', 0)
        .executeTakeFirst()
      return r.numUpdatedRows > 0n
    },
  }
}

export type SsoRepository = ReturnType<typeof createSsoRepository>
