import { PageFrame } from '@/components/page-frame'
import { WishCampaign } from '../../prize/wish-campaign/wish-campaign'

/** The wish campaign's older address: the same campaign as `/prize` (issue 15). */
export default function ActivitySummerPage() {
  return (
    <PageFrame route='activitySummer'>
      <WishCampaign />
    </PageFrame>
  )
}
