import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function ImgLylPage() {
  return (
    <PageFrame route='img_lyl' hideHeader>
      <ImageCampaignPage pageKey='lyl' />
    </PageFrame>
  )
}
