import { PageFrame } from '@/components/page-frame'
import { GiftShop } from './gift-shop'

export default function CaptureGiftShopPage() {
  return (
    <PageFrame route='captureGiftShop'>
      <GiftShop />
    </PageFrame>
  )
}
