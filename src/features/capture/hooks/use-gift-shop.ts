import { useCallback, useState } from 'react'
import type { Prize, UserPrize } from '@types-shared/api/campaign'
import type { GiftPage } from '@types-shared/api/capture'
import { API_CODES } from '@types-shared/api/codes'
import { useLoad } from '@/components/states'
import { t } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { exchangeGift } from '../api/exchange-gift'
import { getGiftShop } from '../api/get-gift-shop'
import { captureErrorKey } from '../model/capture-errors'
import { giftState } from '../model/progress'
import { confirmExchange } from './confirm-exchange'
import { describeCaptureError, type DescribeError } from './describe-error'
import { say } from './say'

const load = () => getGiftShop()

function afterExchange(shop: GiftPage, gift: Prize): GiftPage {
  return {
    points: shop.points - gift.pointsCost,
    gifts: shop.gifts.map((g) => (g.id === gift.id ? { ...g, stock: Math.max(0, g.stock - 1) } : g)),
  }
}

const soldOut = (shop: GiftPage, gift: Prize): GiftPage => ({
  ...shop,
  gifts: shop.gifts.map((g) => (g.id === gift.id ? { ...g, stock: 0 } : g)),
})

/**
 * The gift shop: gifts and my points, and exchanging one after a confirm. Too few points is said at
 * once, without a confirm or a request (asking "spend 120 points?" of someone holding 50 reads as a
 * bug); the server still guards it. A sold-out answer marks the gift sold out, since the stock shown
 * was old. `onExchanged` gets the new gift, for the page's list of my gifts.
 */
export function useGiftShop(
  signedIn: boolean,
  {
    describeError,
    onExchanged,
  }: { describeError?: DescribeError; onExchanged?: (gift: UserPrize) => void } = {},
) {
  const { state, retry, update } = useLoad(signedIn ? 'traveller' : 'visitor', load)
  const [busy, setBusy] = useState<number | null>(null)

  const exchange = useCallback(
    async (gift: Prize) => {
      const shown = state.status === 'ready' ? state.data.points : 0
      if (giftState(gift, shown) === 'short') {
        say(describeCaptureError({ code: API_CODES.NOT_ENOUGH_POINTS }, 'exchange', describeError))
        return false
      }
      if (!(await confirmExchange(gift))) return false
      setBusy(gift.id)
      try {
        const won = await exchangeGift(gift.id)
        update((shop) => afterExchange(shop, gift))
        say(t('capture.shop.exchanged'))
        onExchanged?.(won)
        return true
      } catch (error) {
        if (captureErrorKey(error, 'exchange') === 'capture.error.soldOut')
          update((shop) => soldOut(shop, gift))
        say(describeCaptureError(error, 'exchange', describeError))
        return false
      } finally {
        setBusy(null)
      }
    },
    [state, update, describeError, onExchanged],
  )

  return { state, retry, busy, exchange }
}
