import { PageFrame } from '@/components/page-frame'
import { CampaignRules, CampaignShell } from '@/components/campaign-shell'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { routeByName } from '@types-shared/routes/route-table'
// The module itself, not the folder's index (which carries the poster's QR encoder).
import { openShare } from '@/components/share-target/open-share'

/** The campaign's rules, from the server, in the campaign's frame (its window shown). */
export default function CaptureRulePage() {
  return (
    <PageFrame route='captureRule'>
      <CampaignShell
        campaignId={CAMPAIGN_IDS.capture}
        onShare={() => openShare({ kind: 'campaign', campaign: 'capture' }, routeByName('captureRule'))}
      >
        {(campaign) => <CampaignRules campaign={campaign} />}
      </CampaignShell>
    </PageFrame>
  )
}
