import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function BridgeTestPage() {
  return (
    <PageFrame route='bridgeTest'>
      <PageIntro message='page.tools.intro' />
    </PageFrame>
  )
}
