import { View } from '@tarojs/components'
import { InvitationCard } from '@/features/co-editor'
import { JourneyAsyncView, journeyTitle, useJourney, type JourneyDetail } from '@/features/journey'
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
  const locale = useLocaleStore((s) => s.locale)
  return (
    <JourneyAsyncView state={state} retry={retry}>
      {(journey) => (
        <View className='co-editor'>
          <InvitationCard
            summary={{
              journeyId: journey.id,
              title: journeyTitle(journey, locale),
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
    </JourneyAsyncView>
  )
}
