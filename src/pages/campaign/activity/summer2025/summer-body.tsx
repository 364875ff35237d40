import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { CampaignShell } from '@/components/campaign-shell'
import { usePageContext } from '@/components/page-frame'
// The module itself, not the folder's index (which carries the poster's QR encoder).
import { openShare } from '@/components/share-target/open-share'
import { LoadingState } from '@/components/states'
import { useSignIn } from '@/features/sign-in'
import { useShareOpened } from '@/services/session'
import { SummerCampaign } from './summer-campaign'

/**
 * The frame: the campaign shell with its sign-in gate and share entry. A signed-in friend who opened
 * someone's campaign link (`?sharer=`) is reported once, as that sharer's invitation.
 */
export function SummerBody() {
  const page = usePageContext()
  const signIn = useSignIn()
  const user = signIn.user
  useShareOpened('campaign', CAMPAIGN_IDS.summer2025, page?.params.sharer, user?.id)
  if (user === undefined) return <LoadingState />
  // A signed-in traveller's link carries them as its sharer, so a friend's open counts for them.
  const share = () =>
    openShare({ kind: 'campaign', campaign: 'summer2025', ...(user ? { sharer: user.id } : {}) }, page?.route)
  return (
    <>
      <CampaignShell
        campaignId={CAMPAIGN_IDS.summer2025}
        signIn={{ signedIn: Boolean(user), signIn: () => void signIn.signIn().catch(() => undefined) }}
        onShare={share}
      >
        {(_campaign, window) =>
          user && <SummerCampaign userId={user.id} open={window === 'open'} onInvite={share} />
        }
      </CampaignShell>
      {signIn.sheet}
    </>
  )
}
