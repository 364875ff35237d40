import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function ImgJapanPage() {
  return (
    <PageFrame route='img_japan' hideHeader>
      <ImageCampaignPage pageKey='japan' />
    </PageFrame>
  )
}
