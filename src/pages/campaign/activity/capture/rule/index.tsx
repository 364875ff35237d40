import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function CaptureRulePage() {
  return (
    <PageFrame route='captureRule'>
      <PageIntro message='page.capture.intro' />
    </PageFrame>
  )
}
