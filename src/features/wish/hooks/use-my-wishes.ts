import { useCallback, useState } from 'react'
import type { LotteryUserInfo } from '@types-shared/api/campaign'
import type { Wish, WishList } from '@types-shared/api/wish'
import type { RouteRecord } from '@types-shared/routes/route-table'
// The module itself, not the folder's index (which carries the poster's QR encoder).
import { openShare } from '@/components/share-target/open-share'
import { useLoad } from '@/components/states'
import { t } from '@/i18n'
import '@/i18n/locales/parts/wish'
import { getChances } from '../api/get-chances'
import { getWishHistory } from '../api/get-wish-history'
import { makeWish } from '../api/make-wish'
import { wishBody, type WishFields } from '../model/wish-rules'
import { describeWishError, type DescribeError } from './describe-error'
import { say } from './say'

export interface MyWishes {
  chances: LotteryUserInfo
  wishes: WishList
}

async function loadMine(): Promise<MyWishes> {
  const [chances, wishes] = await Promise.all([getChances(), getWishHistory()])
  return { chances, wishes }
}
const load = (key: string) => (key === 'traveller' ? loadMine() : Promise.resolve(null))

/**
 * My part of the wish campaign: my chances and my wishes (nothing for a visitor), making today's wish,
 * sharing one, and `reload` after a draw (a draw settles my oldest pending wish and spends a chance).
 */
export function useMyWishes(signedIn: boolean, describeError?: DescribeError) {
  const { state, retry, update } = useLoad(signedIn ? 'traveller' : 'visitor', load)
  const [sharing, setSharing] = useState<number | null>(null)

  const setChances = useCallback(
    (chancesLeft: number) => update((mine) => mine && { ...mine, chances: { ...mine.chances, chancesLeft } }),
    [update],
  )

  const make = useCallback(
    async (fields: WishFields) => {
      try {
        const made = await makeWish(wishBody(fields))
        update(
          (mine) =>
            mine && {
              chances: { ...mine.chances, chancesLeft: made.chancesLeft },
              wishes: [made.wish, ...mine.wishes],
            },
        )
        say(t('wish.form.made'))
        return true
      } catch (error) {
        say(describeWishError(error, describeError))
        return false
      }
    },
    [update, describeError],
  )

  /**
   * Opens the share page for my wish, its links carrying me as the sharer: a signed-in friend opening one
   * earns me a chance (share/opened). The share page counts the share itself (wish/share) once it is
   * made, so it is not counted here as well.
   */
  const share = useCallback(async (wish: Wish, from?: RouteRecord) => {
    setSharing(wish.id)
    await openShare({ kind: 'wish', id: wish.id, sharer: wish.user.id }, from).finally(() => setSharing(null))
  }, [])

  const reload = useCallback(async () => {
    const mine = await loadMine().catch(() => null)
    if (mine) update(() => mine)
  }, [update])

  return { state, retry, make, share, sharing, reload, setChances }
}
