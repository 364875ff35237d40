// Demo data, written once on first start (an empty users table). Ids are explicit or assigned
// in a fixed order, so they are the same on every fresh install: journey 1 is Tokyo.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { DEMO_USERS } from './users'
import { seedJourneys } from './journeys'
import { seedRegions } from './regions'
import { seedCampaigns } from './campaigns'
import { seedMagazine } from './magazine'
import { seedCollectibles } from './collectibles'
import { seedInvitations } from './invitations'

export const SEED_TIME = '2025-05-01T08:00:00.000Z'

export async function seedIfEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  if (Number(row?.n ?? 0) > 0) return false
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(DEMO_USERS).execute()
    await seedRegions(trx)
    await seedJourneys(trx, SEED_TIME)
    await seedCampaigns(trx)
    await seedCollectibles(trx)
    await seedMagazine(trx)
    await seedInvitations(trx, SEED_TIME)
    await trx
      .insertInto('journey_collaborators')
      .values({ journey_id: 1, user_id: 2, role: 'editor', invited_by: 1, created_at: SEED_TIME })
      .execute()
    await trx.updateTable('journeys').set({ deleted_at: SEED_TIME }).where('id', '=', 8).execute()
  })
  return true
}
