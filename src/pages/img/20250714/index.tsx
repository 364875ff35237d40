import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function Img20250714Page() {
  return (
    <PageFrame route='img_20250714' hideHeader>
      <ImageCampaignPage pageKey='20250714' />
    </PageFrame>
  )
}
