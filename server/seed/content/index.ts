// The content pages' demo data (issue 16): extra places, the food trail and the 12 image campaign
// pages. Written with the demo journeys (their ids are referenced), and once into a demo database made
// before migration 013 (seedContentIfMissing), so a developer's existing database gets the pages too.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { ImageCampaign } from '../../../types/api/content'
import { seedExtraPlaces } from './places'
import { seedFoodTrail } from './food-trail'
import { buildPage } from './image-builder'
import { PAGES_A } from './image-pages-a'
import { PAGES_B } from './image-pages-b'

export const IMAGE_PAGES: ImageCampaign[] = [...PAGES_A, ...PAGES_B].map(buildPage)

export async function seedContent(db: Kysely<DB>, at: string): Promise<void> {
  await seedExtraPlaces(db)
  await seedFoodTrail(db)
  await db
    .insertInto('image_campaigns')
    .values(IMAGE_PAGES.map((p) => ({ key: p.key, content_json: JSON.stringify(p), updated_at: at })))
    .execute()
}

/** For a demo database seeded before migration 013: the content, when none is there yet. */
export async function seedContentIfMissing(db: Kysely<DB>, at: string): Promise<boolean> {
  const any = await db.selectFrom('image_campaigns').select('key').limit(1).executeTakeFirst()
  const tokyo = await db.selectFrom('journeys').select('id').where('id', '=', 1).executeTakeFirst()
  if (any || !tokyo) return false
  await db.transaction().execute((trx) => seedContent(trx, at))
  return true
}
