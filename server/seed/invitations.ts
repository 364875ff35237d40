// Demo co-editor invitations with stable codes (docs/share-and-invite.md): one live invitation to the
// Tokyo journey by its owner (user 1), and an expired one to Kyoto by its owner (user 2), so the page's states can be opened by hand.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { DEMO_EXPIRED_INVITATION_CODE, DEMO_INVITATION_CODE } from '../../types/api/co-editor'

export async function seedInvitations(db: Kysely<DB>, now: string): Promise<void> {
  await db
    .insertInto('journey_invitations')
    .values([
      {
        code: DEMO_INVITATION_CODE,
        journey_id: 1,
        inviter_id: 1,
        created_at: now,
        expires_at: '2099-12-31T00:00:00.000Z',
      },
      {
        code: DEMO_EXPIRED_INVITATION_CODE,
        journey_id: 2,
        inviter_id: 2,
        created_at: now,
        expires_at: now,
      },
    ])
    .execute()
}
