import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function MagazineDetailPage() {
  return (
    <PageFrame route='magazineDetail'>
      <PageIntro message='page.magazine.intro' />
    </PageFrame>
  )
}
