import { useCallback, useRef, useState } from 'react'
import type { FoodHome, FoodPlace } from '@types-shared/api/content'
import { useLoad } from '@/components/states'
import { t } from '@/i18n'
import { getPlatform } from '@/platform'
import '@/i18n/locales/parts/food'
import { getFoodHome, setFoodEaten } from '../api/food-api'
import { withEaten, withResult } from '../model'

const say = (message: string) =>
  void getPlatform()
    .ui.toast(message)
    .catch(() => undefined)

const loadOwn = () => getFoodHome()
const loadSharer = (key: string): Promise<FoodHome | null> =>
  key === 'none' ? Promise.resolve(null) : getFoodHome(Number(key))

/**
 * The reader's food trail (loaded again when they sign in, so their ticks show), the sharer's when the
 * page was opened from a share, and "I ate here" / undo: the tick shows at once and is taken back, with
 * a toast, when the server refuses; the server's counts then replace the page's own.
 */
export function useFoodTrail(readerKey: string, sharer: number | null) {
  const own = useLoad(readerKey, loadOwn)
  const shared = useLoad(sharer ? String(sharer) : 'none', loadSharer)
  const { update } = own
  /** Places whose request is out, so a second tap does not send it twice. */
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set())
  const inFlight = useRef(new Set<number>())

  const setEaten = useCallback(
    async (place: FoodPlace, eaten: boolean) => {
      if (inFlight.current.has(place.placeId)) return false
      inFlight.current.add(place.placeId)
      setBusy(new Set(inFlight.current))
      update((home) => withEaten(home, place.placeId, eaten))
      try {
        const result = await setFoodEaten(place.placeId, eaten)
        update((home) => withResult(home, result))
        return true
      } catch {
        update((home) => withEaten(home, place.placeId, !eaten))
        say(t(eaten ? 'food.error.checkin' : 'food.error.undo'))
        return false
      } finally {
        inFlight.current.delete(place.placeId)
        setBusy(new Set(inFlight.current))
      }
    },
    [update],
  )

  return { own: own.state, retry: own.retry, shared: shared.state, retryShared: shared.retry, busy, setEaten }
}
