import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ImgNightwalkPage() {
  return (
    <PageFrame route='img_nightwalk'>
      <PageIntro message='page.img.intro' />
    </PageFrame>
  )
}
