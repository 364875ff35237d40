import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function CaptureGiftShopPage() {
  return (
    <PageFrame route='captureGiftShop'>
      <PageIntro message='page.capture.intro' />
    </PageFrame>
  )
}
