import { Text, View } from '@tarojs/components'
import { usePageContext } from '@/components/page-frame'
import { AsyncView, useLoad } from '@/components/states'
import { getSummerJourneys, JourneyCards } from '@/features/summer'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import '@/i18n/locales/parts/summer'

export const JOURNEYS_ANCHOR = 'summer-journeys'

/** The featured summer journeys; each opens its journey page. */
export function JourneysSection() {
  const t = useT()
  const page = usePageContext()
  const { state, retry } = useLoad('summer', () => getSummerJourneys())
  return (
    <View className='summer-section' id={JOURNEYS_ANCHOR} data-section='journeys'>
      <Text className='summer-section__title'>{t('summer.journeysTitle')}</Text>
      <AsyncView
        state={state}
        onRetry={retry}
        isEmpty={(list) => list.length === 0}
        emptyLabel={t('summer.journeysEmpty')}
      >
        {(journeys) => (
          <JourneyCards
            journeys={journeys}
            onOpen={(j) =>
              void navigate('journeyDetail', page?.route, { params: { id: j.id } }).catch(() => undefined)
            }
          />
        )}
      </AsyncView>
    </View>
  )
}
