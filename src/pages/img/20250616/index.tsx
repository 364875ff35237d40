import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function Img20250616Page() {
  return (
    <PageFrame route='img_20250616' hideHeader>
      <ImageCampaignPage pageKey='20250616' />
    </PageFrame>
  )
}
