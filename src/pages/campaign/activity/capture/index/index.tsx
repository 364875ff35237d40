import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function CapturePage() {
  return (
    <PageFrame route='capture'>
      <PageIntro message='page.capture.intro' />
    </PageFrame>
  )
}
