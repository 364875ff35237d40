import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ClockInResultPage() {
  return (
    <PageFrame route='clockInResult'>
      <PageIntro message='page.clockIn.intro' />
    </PageFrame>
  )
}
