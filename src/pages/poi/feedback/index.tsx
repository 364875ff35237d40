import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function PoiFeedbackPage() {
  return (
    <PageFrame route='poiFeedback'>
      <PageIntro message='page.poiFeedback.intro' />
    </PageFrame>
  )
}
