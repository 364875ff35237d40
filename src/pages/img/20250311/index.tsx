import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function Img20250311Page() {
  return (
    <PageFrame route='img_20250311'>
      <PageIntro message='page.img.intro' />
    </PageFrame>
  )
}
