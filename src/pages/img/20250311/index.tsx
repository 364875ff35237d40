import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function Img20250311Page() {
  return (
    <PageFrame route='img_20250311' hideHeader>
      <ImageCampaignPage pageKey='20250311' />
    </PageFrame>
  )
}
