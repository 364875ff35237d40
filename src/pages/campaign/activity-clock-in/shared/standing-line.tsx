import { Text, View } from '@tarojs/components'
import type { LitMapData } from '@/features/checkin'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/checkin'

/** How many take part, and where the traveller stands among them. */
export function StandingLine({ data, signedIn }: { data: LitMapData; signedIn: boolean }) {
  const t = useT()
  return (
    <View className='clock-in__standing'>
      <Text className='clock-in__participants' data-participants={data.participants}>
        {t('checkin.participants', { count: data.participants })}
      </Text>
      {signedIn && (
        <Text className='clock-in__rank' data-rank={data.standing?.rank ?? ''}>
          {data.standing && data.lit.size > 0
            ? t('checkin.rank', { rank: data.standing.rank, percent: data.standing.beatPercent })
            : t('checkin.rankPending')}
        </Text>
      )}
    </View>
  )
}
