import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function WebTestPage() {
  return (
    <PageFrame route='webTest'>
      <PageIntro message='page.tools.intro' />
    </PageFrame>
  )
}
