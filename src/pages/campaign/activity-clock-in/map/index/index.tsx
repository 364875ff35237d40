import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ClockInMapPage() {
  return (
    <PageFrame route='clockInMap'>
      <PageIntro message='page.clockIn.intro' />
    </PageFrame>
  )
}
