import { PageFrame } from '@/components/page-frame'
import { CampaignRules, CampaignShell } from '@/components/campaign-shell'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { routeByName } from '@types-shared/routes/route-table'
import { openShare } from '@/components/share-target'

/** The campaign's rules, from the server, in the campaign's frame (its window shown). */
export default function Summer2025RulePage() {
  return (
    <PageFrame route='summer2025Rule'>
      <CampaignShell
        campaignId={CAMPAIGN_IDS.summer2025}
        onShare={() => openShare({ kind: 'campaign', campaign: 'summer2025' }, routeByName('summer2025Rule'))}
      >
        {(campaign) => <CampaignRules campaign={campaign} />}
      </CampaignShell>
    </PageFrame>
  )
}
