import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function IosPreloadPage() {
  return (
    <PageFrame route='iosPreload'>
      <PageIntro message='page.tools.intro' />
    </PageFrame>
  )
}
