// Co-editor invitations (issue 7, docs/share-and-invite.md): the code in the link is the capability.
import crypto from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { JourneyInvitationsTable } from '../db/tables/invitations'

export type InvitationRow = Selectable<JourneyInvitationsTable>

export function createInvitationsRepository(db: Db) {
  return {
    findByCode: (code: string): Promise<InvitationRow | undefined> =>
      db.selectFrom('journey_invitations').selectAll().where('code', '=', code).executeTakeFirst(),

    /** The inviter's invitation to a journey that lives past `liveAfter`, the longest-lived first. */
    findLive: (journeyId: number, inviterId: number, liveAfter: string): Promise<InvitationRow | undefined> =>
      db
        .selectFrom('journey_invitations')
        .selectAll()
        .where('journey_id', '=', journeyId)
        .where('inviter_id', '=', inviterId)
        .where('expires_at', '>', liveAfter)
        .orderBy('expires_at', 'desc')
        .executeTakeFirst(),

    /** A new invitation with a fresh random code. */
    create: (
      journeyId: number,
      inviterId: number,
      createdAt: string,
      expiresAt: string,
    ): Promise<InvitationRow> =>
      db
        .insertInto('journey_invitations')
        .values({
          code: crypto.randomBytes(12).toString('base64url'),
          journey_id: journeyId,
          inviter_id: inviterId,
          created_at: createdAt,
          expires_at: expiresAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
  }
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>
