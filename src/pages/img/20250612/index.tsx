import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function Img20250612Page() {
  return (
    <PageFrame route='img_20250612' hideHeader>
      <ImageCampaignPage pageKey='20250612' />
    </PageFrame>
  )
}
