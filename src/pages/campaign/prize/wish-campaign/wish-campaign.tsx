import { View } from '@tarojs/components'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { CampaignShell } from '@/components/campaign-shell'
import { usePageContext } from '@/components/page-frame'
// The module itself, not the folder's index (which carries the poster's QR encoder).
import { openShare } from '@/components/share-target/open-share'
import { LoadingState } from '@/components/states'
import { PRIZE_ENDPOINTS } from '@/features/prize'
import { useWinners } from '@/features/wish'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/wish'
import { PrizeSection } from '../../shared/prize-section'
import { SignInPrompt } from '../../shared/sign-in-prompt'
import { useCampaignSignIn } from '../../shared/use-campaign-sign-in'
import { WinnersSection } from './winners-section'
import { WishDetailView } from './wish-detail-view'
import { WishHome } from './wish-home'
import './wish-page.css'

const POSITIVE_ID = /^[1-9]\d{0,11}$/
const idParam = (value: string | undefined) => (value && POSITIVE_ID.test(value) ? Number(value) : null)

/**
 * The round-the-world wish campaign, the same on `prize` and `activity/summer` (issue 15): a shared wish
 * when `wishId` is given, else my part (signed in) or the way to sign in; the winners for everyone.
 */
export function WishCampaign() {
  const t = useT()
  const page = usePageContext()
  const traveller = useCampaignSignIn()
  const winners = useWinners()
  const wishId = idParam(page?.params.wishId)
  const sharer = idParam(page?.params.sharer)
  const acceptToken = page?.params.acceptToken || undefined
  if (traveller.user === undefined) return <LoadingState />
  const userId = traveller.user?.id ?? null
  return (
    <View className='wish-page'>
      <CampaignShell
        campaignId={CAMPAIGN_IDS.wish}
        onShare={() => void openShare({ kind: 'campaign', campaign: 'wish' }, page?.route)}
      >
        {() => (
          <View className='wish-page__body'>
            <View className='wish-page__subtitle'>{t('wish.subtitle')}</View>
            {wishId !== null && <WishDetailView wishId={wishId} sharer={sharer} userId={userId} />}
            {traveller.signedIn ? (
              wishId === null && (
                <WishHome
                  from={page?.route}
                  acceptToken={acceptToken}
                  signIn={traveller.ensureSignedIn}
                  onWon={winners.retry}
                />
              )
            ) : (
              <>
                {/* A friend's transfer link works for a visitor too: the panel asks them to sign in. */}
                {acceptToken ? (
                  <PrizeSection
                    title={t('wish.myPrizes')}
                    endpoints={PRIZE_ENDPOINTS.wish}
                    acceptToken={acceptToken}
                    signedIn={false}
                    signIn={traveller.ensureSignedIn}
                  />
                ) : (
                  <SignInPrompt moduleKey='wish' onSignIn={() => void traveller.ensureSignedIn()} />
                )}
              </>
            )}
            <WinnersSection state={winners.state} onRetry={winners.retry} />
          </View>
        )}
      </CampaignShell>
      {traveller.sheet}
    </View>
  )
}
