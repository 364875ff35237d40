import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function Img20250704Page() {
  return (
    <PageFrame route='img_20250704' hideHeader>
      <ImageCampaignPage pageKey='20250704' />
    </PageFrame>
  )
}
