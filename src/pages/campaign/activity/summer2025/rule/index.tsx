import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function Summer2025RulePage() {
  return (
    <PageFrame route='summer2025Rule'>
      <PageIntro message='page.summer2025.intro' />
    </PageFrame>
  )
}
