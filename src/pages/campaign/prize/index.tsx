import { PageFrame } from '@/components/page-frame'
import { WishCampaign } from './wish-campaign/wish-campaign'

/** The round-the-world wish campaign (`/prize`; `/activity/summer` shows the same). */
export default function PrizePage() {
  return (
    <PageFrame route='prize'>
      <WishCampaign />
    </PageFrame>
  )
}
