import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ImgFujiPage() {
  return (
    <PageFrame route='img_fuji'>
      <PageIntro message='page.img.intro' />
    </PageFrame>
  )
}
