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
import { seedContent, seedContentIfMissing } from './content'

export const SEED_TIME = '2025-05-01T08:00:00.000Z'

/**
 * Fills an empty database. With `demo` (development and tests) everything, demo accounts included;
 * without it (production, issue 11 defect 1) only reference data that belongs to no account: the
 * check-in regions and the campaigns. Demo accounts, their app tokens and their journeys never exist
 * in production.
 */
export async function seedIfEmpty(
  db: Kysely<DB>,
  { demo = true }: { demo?: boolean } = {},
): Promise<boolean> {
  if (!demo) return seedReference(db)
  if (!(await isEmpty(db, 'users'))) return seedContentIfMissing(db, SEED_TIME)
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(DEMO_USERS).execute()
    await seedRegions(trx)
    await seedJourneys(trx, SEED_TIME)
    await seedContent(trx, SEED_TIME)
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

async function isEmpty(db: Kysely<DB>, table: 'users' | 'regions'): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}

async function seedReference(db: Kysely<DB>): Promise<boolean> {
  if (!(await isEmpty(db, 'regions'))) return false
  await db.transaction().execute(async (trx) => {
    await seedRegions(trx)
    await seedCampaigns(trx)
  })
  return true
}

/** Demo accounts found in a database (one seeded in development and brought to production). */
export async function demoAccountsIn(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(
      'app_user_token',
      'in',
      DEMO_USERS.map((u) => u.app_user_token ?? ''),
    )
    .execute()
  return rows.map((r) => r.id)
}
