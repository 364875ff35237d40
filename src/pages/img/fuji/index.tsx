import { PageFrame } from '@/components/page-frame'
import { ImageCampaignPage } from '../shared/image-campaign-page'

export default function ImgFujiPage() {
  return (
    <PageFrame route='img_fuji' hideHeader>
      <ImageCampaignPage pageKey='fuji' />
    </PageFrame>
  )
}
