import type { ShareOpenedBody } from '@types-shared/api/campaign'
import { lazyApi as api } from '@/services/site-client/lazy-api'

const POSITIVE_ID = /^[1-9]\d{0,11}$/

/**
 * A signed-in traveller opened a link someone else shared (`?sharer=` their id): the server counts it as
 * the sharer's evidence (a summer task, a wish's chance; docs/business-rules.md). Nothing for a visitor,
 * for the sharer themselves or for a malformed id; resolves to whether it was sent, and never rejects,
 * since the reader's page must not suffer for the sharer's count.
 */
export async function reportShareOpened(
  kind: ShareOpenedBody['kind'],
  id: number,
  sharer: string | undefined,
): Promise<boolean> {
  if (!sharer || !POSITIVE_ID.test(sharer) || !(id > 0)) return false
  // The session and its request client load only for a link that names a sharer (issue 18).
  const { sessionUser } = await import('./travel-session')
  const user = await sessionUser()
  if (!user || user.id === Number(sharer)) return false
  return api('shareOpened', { kind, id, sharer: Number(sharer) }).then(
    () => true,
    () => false,
  )
}
