import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function PrizePage() {
  return (
    <PageFrame route='prize'>
      <PageIntro message='page.prize.intro' />
    </PageFrame>
  )
}
