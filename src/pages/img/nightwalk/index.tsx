import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function ImgNightwalkPage() {
  return (
    <PageFrame route='img_nightwalk' hideHeader>
      <ImageCampaignPage pageKey='nightwalk' />
    </PageFrame>
  )
}
