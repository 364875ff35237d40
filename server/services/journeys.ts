// Who may see a journey, and the shared view of it (SPEC.md section 7, "Journey").
import type { ViewCounts } from './view-counts'
import type { Repositories } from '../repositories'
import type { JourneyRow } from '../repositories/journeys'
import type { JourneyDetail } from '../../types/api/journey'
import { API_CODES } from '../../types/api/common'
import { forbidden, notFound, orNotFound } from '../errors'

/** A journey that exists and is not deleted; 404 (JOURNEY_DELETED for a deleted one) otherwise. */
export async function findJourney(repos: Repositories, id: number): Promise<JourneyRow> {
  const j = orNotFound(await repos.journeys.findById(id), 'journey not found')
  if (j.deleted_at) throw notFound('journey was deleted', API_CODES.JOURNEY_DELETED)
  return j
}

/** Private journeys are visible to their owner and co-editors only. */
export async function assertReadable(
  repos: Repositories,
  j: JourneyRow,
  userId: number | undefined,
): Promise<void> {
  if (j.visibility !== 'private') return
  if ((await repos.journeys.roleOf(j, userId)) === 'viewer')
    throw forbidden('this journey is private', API_CODES.JOURNEY_PRIVATE)
}

/**
 * A shared journey as anyone with the link sees it, counting the view: what web/journey/detail answers,
 * and what the site embeds in the journey page's document (server/plugins/site.ts). The view reaches the
 * journey's figures at the next write of the counts (services/view-counts.ts), so the answer is the same
 * for every reader in between and its serialization and ETag can be reused.
 */
export async function viewSharedJourney(
  repos: Repositories,
  views: ViewCounts,
  id: number,
  userId: number | undefined,
): Promise<JourneyDetail> {
  const j = await findJourney(repos, id)
  await assertReadable(repos, j, userId)
  views.add(j.id)
  return repos.journeys.cachedDetail(j)
}
