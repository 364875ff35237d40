import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function Img20241011Page() {
  return (
    <PageFrame route='img_20241011'>
      <PageIntro message='page.img.intro' />
    </PageFrame>
  )
}
