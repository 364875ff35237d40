import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function SpringFestivalPage() {
  return (
    <PageFrame route='springFestival'>
      <PageIntro message='page.springFestival.intro' />
    </PageFrame>
  )
}
