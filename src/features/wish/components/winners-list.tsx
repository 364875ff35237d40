import { Text, View } from '@tarojs/components'
import { EmptyState } from '@/components/states'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/wish'
import type { Winner } from '../api/get-winners'
import './wish.css'

/** Everyone whose wish won: nickname, where they wish to go and what they won. */
export function WinnersList({ winners }: { winners: Winner[] }) {
  const t = useT()
  if (winners.length === 0) return <EmptyState label={t('wish.winners.empty')} />
  return (
    <View className='wish-winners'>
      {winners.map((winner, index) => (
        <View
          key={`${winner.nickname}-${winner.wonAt}-${index}`}
          className='wish-winner'
          data-winner={winner.nickname}
          {...trackingProps('wish_winner', { index: index + 1, impression: true })}
        >
          <Text className='wish-winner__name'>{winner.nickname}</Text>
          <Text className='wish-winner__line'>
            {t('wish.winners.line', { destination: winner.destination, prize: winner.prizeName })}
          </Text>
        </View>
      ))}
    </View>
  )
}
