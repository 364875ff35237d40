import { useEffect, useRef } from 'react'
import { useLoad } from '@/components/states'
import { reportShareOpened } from '@/services/session'
import { getWish } from '../api/get-wish'
import { describeWishError } from './describe-error'

// A wish that is gone reads as such, not as the server's English text.
const load = (key: string) =>
  getWish(Number(key)).catch((error: unknown) => {
    throw new Error(describeWishError(error), { cause: error })
  })

/**
 * A shared wish (`?wishId=`), and the one report that earns its sharer a chance: when a signed-in
 * traveller who is not the sharer opens it from a link carrying `sharer`. Reported once per page and
 * reader; the server counts each friend once anyway. A failed report never shows: it is evidence for
 * someone else, not something this reader asked for.
 */
export function useWishDetail(wishId: number, sharer: number | null, userId: number | null | undefined) {
  const detail = useLoad(String(wishId), load)
  const reported = useRef<string | null>(null)
  useEffect(() => {
    if (!sharer || !userId || userId === sharer) return
    const key = `${wishId}:${sharer}:${userId}`
    if (reported.current === key) return
    reported.current = key
    void reportShareOpened('wish', wishId, String(sharer))
  }, [wishId, sharer, userId])
  return detail
}
