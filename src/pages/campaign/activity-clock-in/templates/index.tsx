import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ClockInTemplatesPage() {
  return (
    <PageFrame route='clockInTemplates'>
      <PageIntro message='page.clockIn.intro' />
    </PageFrame>
  )
}
