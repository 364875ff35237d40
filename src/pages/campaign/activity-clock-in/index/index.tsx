import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ClockInPage() {
  return (
    <PageFrame route='clockIn'>
      <PageIntro message='page.clockIn.intro' />
    </PageFrame>
  )
}
