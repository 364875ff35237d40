import { View } from '@tarojs/components'
import type { RouteRecord } from '@types-shared/routes/route-table'
import { AsyncView } from '@/components/states'
import { ChancesPanel, WishForm, WishList, useMyWishes, wishedToday } from '@/features/wish'
import { describePrizeError } from '../../shared/describe-prize-error'

/** My part of the campaign, signed in: chances and the draw, today's wish, my wishes. */
export function WishHome({ from }: { from?: RouteRecord }) {
  const mine = useMyWishes(true, describePrizeError)
  return (
    <AsyncView state={mine.state} onRetry={mine.retry}>
      {(data) =>
        data && (
          <View className='wish-page__mine'>
            <ChancesPanel chancesLeft={data.chances.chancesLeft} />
            <WishForm doneToday={wishedToday(data.wishes)} onSend={mine.make} />
            <WishList
              wishes={data.wishes}
              sharing={mine.sharing}
              onShare={(wish) => void mine.share(wish, from)}
            />
          </View>
        )
      }
    </AsyncView>
  )
}
