import { View } from '@tarojs/components'
import { usePageContext } from '@/components/page-frame'
import { AsyncView } from '@/components/states'
import { InvitationCard } from '@/features/co-editor'
import {
  JourneyUnavailable,
  JourneyUnavailableError,
  useJourney,
  type JourneyDetail,
} from '@/features/journey'
import { navigate } from '@/services/router'
import { useLocaleStore } from '@/i18n/locale-store'
import '@/i18n/locales/parts/share'
import { Notice, OpenJourneyInApp } from './join-panel'

/** The inviter named by the link if they are on the journey, else its owner (a link cannot forge one). */
function inviterOf(journey: JourneyDetail, inviterId: string | undefined) {
  const people = [journey.owner, ...journey.collaborators]
  return people.find((p) => String(p.id) === inviterId) ?? journey.owner
}

/**
 * The app's own invitation link (`?journeyId=&inviter=`) carries no code, and joining on the web needs
 * the code that proves the owner asked: the page shows the journey and who invited, and joins in the app.
 */
export function JourneyInvitation({ journeyId, inviterId }: { journeyId: string; inviterId?: string }) {
  const { state, retry } = useJourney(journeyId)
  const page = usePageContext()
  const locale = useLocaleStore((s) => s.locale)
  if (state.status === 'error' && state.error instanceof JourneyUnavailableError) {
    return (
      <JourneyUnavailable
        reason={state.error.reason}
        onHome={() => navigate('about', page?.route).catch(() => undefined)}
      />
    )
  }
  return (
    <AsyncView state={state} onRetry={retry}>
      {(journey) => (
        <View className='co-editor'>
          <InvitationCard
            summary={{
              journeyId: journey.id,
              title: locale === 'en' && journey.titleEn ? journey.titleEn : journey.title,
              cover: journey.cover,
              startDate: journey.startDate,
              days: journey.dayCount,
              cities: journey.cities,
              inviter: inviterOf(journey, inviterId),
            }}
          />
          <Notice kind='app-only' title='coEditor.appOnly' hint='coEditor.explain'>
            <OpenJourneyInApp journeyId={journey.id} />
          </Notice>
        </View>
      )}
    </AsyncView>
  )
}
