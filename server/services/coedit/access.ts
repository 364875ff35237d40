// Who may do what on a journey's live document (docs/co-editing.md "Permissions"): its owner and
// co-editors edit, anyone who may read the journey (public and link-only journeys: everyone; private:
// nobody else) follows read-only, and the rest are refused. Asked when a socket connects and again
// before every update it sends, so a co-editor removed mid-session stops writing at once.
import type { Repositories } from '../../repositories'
import type { CoeditRole } from '../../../types/api/coedit'
import { COEDIT_CLOSE } from '../../../types/api/coedit'

export type Access = { role: CoeditRole } | { refused: { code: number; reason: string } }

export async function accessOf(
  repos: Pick<Repositories, 'journeys'>,
  journeyId: number,
  userId: number | null,
): Promise<Access> {
  const j = await repos.journeys.findById(journeyId)
  if (!j || j.deleted_at)
    return {
      refused: { code: COEDIT_CLOSE.NOT_FOUND, reason: j ? 'journey was deleted' : 'journey not found' },
    }
  const role = await repos.journeys.roleOf(j, userId ?? undefined)
  if (role !== 'viewer') return { role: 'editor' }
  if (j.visibility === 'private')
    return { refused: { code: COEDIT_CLOSE.FORBIDDEN, reason: 'this journey is private' } }
  return { role: 'reader' }
}
