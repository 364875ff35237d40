// Mini-program identities: a vendor's openid within one app, tied to one of our users.
import type { Db } from '../db/database'

export interface MiniIdentityKey {
  vendor: string
  appId: string
  openid: string
}

export function createMiniIdentitiesRepository(db: Db) {
  return {
    /** The user this identity signs in as, if it has signed in before. */
    async findUserId(key: MiniIdentityKey): Promise<number | undefined> {
      const row = await db
        .selectFrom('mini_identities')
        .select('user_id')
        .where('vendor', '=', key.vendor)
        .where('app_id', '=', key.appId)
        .where('openid', '=', key.openid)
        .executeTakeFirst()
      return row?.user_id
    },

    /** Ties the identity to a user; false when it is tied already (another sign-in got there first). */
    async link(key: MiniIdentityKey & { unionid: string | null; userId: number }): Promise<boolean> {
      const inserted = await db
        .insertInto('mini_identities')
        .values({
          vendor: key.vendor,
          app_id: key.appId,
          openid: key.openid,
          unionid: key.unionid,
          user_id: key.userId,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['vendor', 'app_id', 'openid']).doNothing())
        .executeTakeFirst()
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
    },
  }
}

export type MiniIdentitiesRepository = ReturnType<typeof createMiniIdentitiesRepository>
