import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ImgLylPage() {
  return (
    <PageFrame route='img_lyl'>
      <PageIntro message='page.img.intro' />
    </PageFrame>
  )
}
