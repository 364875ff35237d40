import { PageFrame } from '@/components/page-frame'
import { CampaignRules, CampaignShell } from '@/components/campaign-shell'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { routeByName } from '@types-shared/routes/route-table'
import { openShare } from '@/components/share-target'

/** The check-in campaign's rules, from the server, in the campaign's frame (its window shown). */
export default function ClockInRulePage() {
  return (
    <PageFrame route='clockInRule'>
      <CampaignShell
        campaignId={CAMPAIGN_IDS.checkin}
        onShare={() => openShare({ kind: 'campaign', campaign: 'checkin' }, routeByName('clockInRule'))}
      >
        {(campaign) => <CampaignRules campaign={campaign} />}
      </CampaignShell>
    </PageFrame>
  )
}
