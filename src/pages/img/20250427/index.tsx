import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function Img20250427Page() {
  return (
    <PageFrame route='img_20250427' hideHeader>
      <ImageCampaignPage pageKey='20250427' />
    </PageFrame>
  )
}
