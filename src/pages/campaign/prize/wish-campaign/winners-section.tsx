import { View } from '@tarojs/components'
import { AsyncView } from '@/components/states'
import { WinnersList, type Winner } from '@/features/wish'
import type { AsyncStatus } from '@/components/states'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/wish'

/** The winners list, read by everyone, visitors included. */
export function WinnersSection({ state, onRetry }: { state: AsyncStatus<Winner[]>; onRetry: () => void }) {
  const t = useT()
  return (
    <View className='wish-page__section' data-section='winners'>
      <View className='wish-page__title' role='heading' aria-level={2}>
        {t('wish.winners.title')}
      </View>
      <AsyncView state={state} onRetry={onRetry}>
        {(winners) => <WinnersList winners={winners} />}
      </AsyncView>
    </View>
  )
}
