import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ShareResultPage() {
  return (
    <PageFrame route='shareResult'>
      <PageIntro message='page.shareResult.intro' />
    </PageFrame>
  )
}
