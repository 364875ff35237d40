import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ImgJapanPage() {
  return (
    <PageFrame route='img_japan'>
      <PageIntro message='page.img.intro' />
    </PageFrame>
  )
}
