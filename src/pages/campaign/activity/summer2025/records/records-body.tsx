import { View } from '@tarojs/components'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { Button } from '@/components/button'
import { CampaignShell } from '@/components/campaign-shell'
import { usePageContext } from '@/components/page-frame'
import { EmptyState, LoadingState } from '@/components/states'
import { AcceptPanel, MyPrizes, PRIZE_ENDPOINTS, useMyPrizes } from '@/features/prize'
import { useSignIn } from '@/features/sign-in'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
// The core's campaign words and the prize part only: the summer part's task strings are the campaign
// page's, not this one's (the campaign pages' first-load budget).
import '@/i18n/locales/parts/prize'
import '@/i18n/locales/parts/campaign-shell'
import '../summer.css'

const ENDPOINTS = PRIZE_ENDPOINTS.summer2025

/** My prizes, read once signed in (the list is keyed by who is signed in). */
function SignedInPrizes({ userId, token }: { userId: number; token?: string }) {
  const list = useMyPrizes(ENDPOINTS, String(userId))
  return (
    <>
      {token && (
        <AcceptPanel
          endpoints={ENDPOINTS}
          token={token}
          signedIn
          signIn={async () => null}
          onAccepted={list.add}
        />
      )}
      <MyPrizes endpoints={ENDPOINTS} list={list} moduleKey='summer_records' />
    </>
  )
}

/**
 * The records page. A transfer link (`acceptToken`) shows the offer first, to visitors too (who is
 * giving what), with sign-in before accepting; my prizes need a sign-in. The campaign shell frames it
 * without its gate, so the offer is seen before signing in.
 */
export function SummerRecordsBody() {
  const t = useT()
  const page = usePageContext()
  const signIn = useSignIn()
  const token = page?.params.acceptToken || undefined
  const user = signIn.user
  const startSignIn = () => signIn.signIn().catch(() => null)
  return (
    <>
      <CampaignShell campaignId={CAMPAIGN_IDS.summer2025}>
        {() => (
          <View className='summer-records'>
            {user === undefined ? (
              <LoadingState />
            ) : user ? (
              <SignedInPrizes userId={user.id} token={token} />
            ) : (
              <>
                {token && (
                  <AcceptPanel
                    endpoints={ENDPOINTS}
                    token={token}
                    signedIn={false}
                    signIn={startSignIn}
                    onAccepted={() => undefined}
                  />
                )}
                <EmptyState
                  label={t('campaign.signInNeeded')}
                  action={
                    <Button
                      size='mini'
                      type='primary'
                      data-action='sign-in'
                      onClick={() => void startSignIn()}
                      {...trackingProps('summer_records_sign_in')}
                    >
                      {t('campaign.signIn')}
                    </Button>
                  }
                />
              </>
            )}
            <View className='summer-records__links'>
              <Button
                size='mini'
                data-action='back-to-campaign'
                onClick={() => void navigate('summer2025', page?.route).catch(() => undefined)}
                {...trackingProps('summer_records_back')}
              >
                {t('prize.mine.backToCampaign')}
              </Button>
            </View>
          </View>
        )}
      </CampaignShell>
      {signIn.sheet}
    </>
  )
}
