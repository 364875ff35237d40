import { useEffect, useRef } from 'react'
import { reportShareOpened } from '../api/summer-api'

const POSITIVE_ID = /^[1-9]\d{0,11}$/

/**
 * Reports once that a signed-in traveller opened someone else's shared link (`?sharer=`), so the sharer
 * can claim their task. Nothing for visitors, for the sharer themselves or for a malformed id; a
 * failure is dropped (the friend's page must not suffer for the sharer's count).
 */
export function useShareOpened(
  kind: 'campaign' | 'journey',
  id: number | null,
  sharer: string | undefined,
  viewerId: number | null | undefined,
) {
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (!id || !viewerId || !sharer || !POSITIVE_ID.test(sharer)) return
    if (Number(sharer) === viewerId) return
    const key = `${kind}:${id}:${sharer}:${viewerId}`
    if (sent.current === key) return
    sent.current = key
    reportShareOpened(kind, id, Number(sharer)).catch(() => undefined)
  }, [kind, id, sharer, viewerId])
}
