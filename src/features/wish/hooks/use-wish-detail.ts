import { useLoad } from '@/components/states'
import { useShareOpened } from '@/services/session'
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
  useShareOpened('wish', wishId, sharer ? String(sharer) : undefined, userId)
  return detail
}
