import { Button } from '@/components/button'
import { EmptyState, LoadingState } from '@/components/states'
import { useSignIn } from '@/features/sign-in'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/records'
import { MODULE } from './module'
import { RecordsView } from './records-view'

/**
 * Every call of this page needs a session: a visitor is asked to sign in first, and a session the server
 * refuses later (records-view's calls answer SignInNeededError) is forgotten, which asks again.
 */
export function RecordsBody() {
  const t = useT()
  const signIn = useSignIn()
  if (signIn.user === undefined) return <LoadingState />
  if (!signIn.user) {
    return (
      <>
        <EmptyState
          label={t('records.signIn.prompt')}
          action={
            <Button
              size='mini'
              type='primary'
              data-action='sign-in'
              onClick={() => void signIn.signIn().catch(() => undefined)}
              {...trackingProps('clockin_records_sign_in', { moduleKey: MODULE })}
            >
              {t('records.signIn.button')}
            </Button>
          }
        />
        {signIn.sheet}
      </>
    )
  }
  // Keyed by the traveller, so signing in as someone else starts from a clean page.
  return <RecordsView key={signIn.user.id} onSignInNeeded={() => void signIn.signOut()} />
}
