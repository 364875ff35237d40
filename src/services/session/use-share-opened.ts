import { useEffect, useRef } from 'react'
import type { ShareOpenedBody } from '@types-shared/api/campaign'
import { reportShareOpened } from './share-opened'

/**
 * Reports once per page and reader that a signed-in traveller opened someone else's shared link
 * (`?sharer=`), so the sharer gets their evidence (a summer task, a wish's chance); the service leaves out visitors, the sharer and
 * malformed ids. Waits for the reader to be known (`viewerId` undefined while signing in is pending).
 */
export function useShareOpened(
  kind: ShareOpenedBody['kind'],
  id: number | null,
  sharer: string | undefined,
  viewerId: number | null | undefined,
) {
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (!id || !viewerId || !sharer) return
    const key = `${kind}:${id}:${sharer}:${viewerId}`
    if (sent.current === key) return
    sent.current = key
    void reportShareOpened(kind, id, sharer)
  }, [kind, id, sharer, viewerId])
}
