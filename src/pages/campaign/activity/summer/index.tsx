import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function ActivitySummerPage() {
  return (
    <PageFrame route='activitySummer'>
      <PageIntro message='page.prize.intro' />
    </PageFrame>
  )
}
