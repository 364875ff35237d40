import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function XhsTestPage() {
  return (
    <PageFrame route='xhsTest'>
      <PageIntro message='page.tools.intro' />
    </PageFrame>
  )
}
