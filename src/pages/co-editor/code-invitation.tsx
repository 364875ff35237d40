import { Text, View } from '@tarojs/components'
import { AsyncView } from '@/components/states'
import {
  InvitationCard,
  InvitationError,
  InvitationProblemView,
  useInvitation,
  type InvitationDetail,
} from '@/features/co-editor'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import '@/i18n/locales/parts/share'
import { EditHereButton, JoinButton, Notice, OpenJourneyInApp } from './join-panel'
import { useJoin } from './use-join'

/** The invitation once loaded: the summary, then join, joined, or why not. */
function InvitationContent({ invitation }: { invitation: InvitationDetail }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { state, join, signedIn, sheet } = useJoin(invitation.code)
  const { journey } = invitation
  const title = locale === 'en' && journey.titleEn ? journey.titleEn : journey.title
  const joined = state.step === 'joined' ? state.result : null
  const role = joined ? 'editor' : invitation.role
  const problem = state.step === 'problem' ? state.error.reason : null

  let action
  if (problem === 'own' || (role === 'owner' && !problem)) {
    action = (
      <Notice kind='owner' title='coEditor.owner' hint='coEditor.ownerHint'>
        <EditHereButton journeyId={journey.id} />
      </Notice>
    )
  } else if (problem) {
    action = <InvitationProblemView reason={problem} />
  } else if (role === 'editor') {
    action = (
      <Notice
        kind='joined'
        title={joined && !joined.alreadyJoined ? 'coEditor.joined' : 'coEditor.alreadyJoined'}
        hint='coEditor.joinedHint'
      >
        <EditHereButton journeyId={journey.id} />
        <OpenJourneyInApp journeyId={journey.id} />
      </Notice>
    )
  } else {
    action = (
      <View className='co-editor__join'>
        <Text className='co-editor__explain'>{t('coEditor.explain')}</Text>
        {state.step === 'failed' && (
          <View className='co-editor__error' role='alert'>
            <Text>{t('coEditor.joinFailed')}</Text>
          </View>
        )}
        <JoinButton
          busy={state.step === 'joining'}
          signedIn={signedIn}
          journeyId={journey.id}
          onJoin={join}
        />
      </View>
    )
  }
  return (
    <View className='co-editor'>
      <InvitationCard
        summary={{
          journeyId: journey.id,
          title,
          cover: journey.cover,
          startDate: journey.startDate,
          days: journey.dayCount,
          cities: journey.cities,
          inviter: invitation.inviter,
        }}
      />
      {action}
      {sheet}
    </View>
  )
}

/** An invitation by code (`?code=`): the code is what lets the reader see and join the journey. */
export function CodeInvitation({ code }: { code: string }) {
  const { state, retry } = useInvitation(code)
  if (state.status === 'error' && state.error instanceof InvitationError)
    return <InvitationProblemView reason={state.error.reason} />
  return (
    <AsyncView state={state} onRetry={retry}>
      {(invitation) => <InvitationContent invitation={invitation} />}
    </AsyncView>
  )
}
