import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function AppFeedbackPage() {
  return (
    <PageFrame route='appFeedback'>
      <PageIntro message='page.appFeedback.intro' />
    </PageFrame>
  )
}
