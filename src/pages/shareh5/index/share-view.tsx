import { Button } from '@/components/button'
import { AsyncView, EmptyState, LoadingState } from '@/components/states'
import type { ShareTarget } from '@/components/share-target'
import { JourneyAsyncView, useJourney } from '@/features/journey'
import {
  journeyDraft,
  ShareTargetMissingError,
  SignInNeededError,
  useShareDraft,
} from '@/features/share-poster'
import { useSignIn } from '@/features/sign-in'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import { ShareContent } from './share-content'

/** A journey: loaded by the journey feature, so a private, deleted or unknown one gets its own page. */
function JourneyShare({ id }: { id: number }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { state, retry } = useJourney(String(id))
  return (
    <JourneyAsyncView state={state} retry={retry}>
      {(journey) => <ShareContent draft={journeyDraft(journey, t, locale)} />}
    </JourneyAsyncView>
  )
}

/** A wish, a lit map or a campaign page; a lit map asks its traveller to sign in first. */
function OtherShare({ target }: { target: Exclude<ShareTarget, { kind: 'journey' }> }) {
  const t = useT()
  const signIn = useSignIn()
  const viewer = signIn.user ? { id: signIn.user.id, nickname: signIn.user.nickname } : null
  const { state, retry } = useShareDraft(target, viewer)
  // Until the stored sign-in is read, a lit map cannot tell whose it is.
  if (target.kind === 'checkin' && signIn.user === undefined) return <LoadingState />
  if (state.status === 'error' && state.error instanceof SignInNeededError) {
    return (
      <>
        <EmptyState
          label={t('sharePage.signInToShare')}
          action={
            <Button
              size='mini'
              type='primary'
              data-action='sign-in'
              onClick={() => void signIn.signIn().catch(() => undefined)}
              {...trackingProps('share_sign_in')}
            >
              {t('sharePage.signIn')}
            </Button>
          }
        />
        {signIn.sheet}
      </>
    )
  }
  if (state.status === 'error' && state.error instanceof ShareTargetMissingError) {
    return (
      <EmptyState label={t(target.kind === 'wish' ? 'sharePage.wishMissing' : 'sharePage.targetMissing')} />
    )
  }
  return (
    <AsyncView state={state} onRetry={retry}>
      {(draft) => <ShareContent draft={draft} />}
    </AsyncView>
  )
}

/** Loads the target to share, whatever it is. */
export function ShareView({ target }: { target: ShareTarget }) {
  return target.kind === 'journey' ? <JourneyShare id={target.id} /> : <OtherShare target={target} />
}
