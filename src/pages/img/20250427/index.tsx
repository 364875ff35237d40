import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function Img20250427Page() {
  return (
    <PageFrame route='img_20250427'>
      <PageIntro message='page.img.intro' />
    </PageFrame>
  )
}
