import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function Summer2025Page() {
  return (
    <PageFrame route='summer2025'>
      <PageIntro message='page.summer2025.intro' />
    </PageFrame>
  )
}
