import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ClockInRecordsPage() {
  return (
    <PageFrame route='clockInRecords'>
      <PageIntro message='page.clockIn.intro' />
    </PageFrame>
  )
}
