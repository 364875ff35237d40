import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ClockInRulePage() {
  return (
    <PageFrame route='clockInRule'>
      <PageIntro message='page.clockIn.intro' />
    </PageFrame>
  )
}
