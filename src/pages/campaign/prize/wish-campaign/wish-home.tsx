import { View } from '@tarojs/components'
import { useCallback, useState } from 'react'
import type { DrawResult, UserPrize } from '@types-shared/api/campaign'
import type { RouteRecord } from '@types-shared/routes/route-table'
import { AsyncView } from '@/components/states'
import { PRIZE_ENDPOINTS } from '@/features/prize'
import { ChancesPanel, WishForm, WishList, useMyWishes, wishedToday } from '@/features/wish'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/wish'
import { describePrizeError } from '../../shared/describe-prize-error'
import { PrizeSection } from '../../shared/prize-section'
import { DrawSection } from './draw-section'

/**
 * My part of the campaign, signed in, in the order it is done: today's wish, the chances it earned and
 * the draw, my wishes, my prizes. A
 * draw settles my oldest pending wish and spends a chance, so both load again after it; a win joins my
 * prizes and the winners (`onWon`).
 */
export function WishHome({
  from,
  acceptToken,
  signIn,
  onWon,
}: {
  from?: RouteRecord
  acceptToken?: string
  signIn: () => Promise<unknown>
  onWon: () => void
}) {
  const t = useT()
  const mine = useMyWishes(true, describePrizeError)
  const [won, setWon] = useState<UserPrize | null>(null)
  const { reload } = mine
  const onDrawn = useCallback(
    (result: DrawResult) => {
      void reload()
      if (result.userPrize) {
        setWon(result.userPrize)
        onWon()
      }
    },
    [reload, onWon],
  )
  return (
    <View className='wish-page__mine'>
      <AsyncView state={mine.state} onRetry={mine.retry}>
        {(data) =>
          data && (
            <>
              <WishForm doneToday={wishedToday(data.wishes)} onSend={mine.make} />
              <ChancesPanel chancesLeft={data.chances.chancesLeft}>
                <DrawSection
                  pool={data.chances.pool}
                  chancesLeft={data.chances.chancesLeft}
                  onDrawn={onDrawn}
                />
              </ChancesPanel>
              <WishList
                wishes={data.wishes}
                sharing={mine.sharing}
                onShare={(wish) => void mine.share(wish, from)}
              />
            </>
          )
        }
      </AsyncView>
      <PrizeSection
        title={t('wish.myPrizes')}
        endpoints={PRIZE_ENDPOINTS.wish}
        acceptToken={acceptToken}
        signedIn
        signIn={signIn}
        incoming={won}
      />
    </View>
  )
}
