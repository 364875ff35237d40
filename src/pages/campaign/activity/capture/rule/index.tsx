import { PageFrame } from '@/components/page-frame'
import { CampaignRules, CampaignShell } from '@/components/campaign-shell'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'

/** The campaign's rules, from the server, in the campaign's frame (its window shown). */
export default function CaptureRulePage() {
  return (
    <PageFrame route='captureRule'>
      <CampaignShell campaignId={CAMPAIGN_IDS.capture}>
        {(campaign) => <CampaignRules campaign={campaign} />}
      </CampaignShell>
    </PageFrame>
  )
}
