import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function Img1001Page() {
  return (
    <PageFrame route='img_1001'>
      <PageIntro message='page.img.intro' />
    </PageFrame>
  )
}
