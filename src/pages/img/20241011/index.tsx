import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function Img20241011Page() {
  return (
    <PageFrame route='img_20241011' hideHeader>
      <ImageCampaignPage pageKey='20241011' />
    </PageFrame>
  )
}
