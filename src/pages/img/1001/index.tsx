import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function Img1001Page() {
  return (
    <PageFrame route='img_1001' hideHeader>
      <ImageCampaignPage pageKey='1001' />
    </PageFrame>
  )
}
