import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function MapPage() {
  return (
    <PageFrame route='map'>
      <PageIntro message='page.map.intro' />
    </PageFrame>
  )
}
