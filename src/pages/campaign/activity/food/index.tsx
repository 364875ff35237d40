import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'

export default function FoodPage() {
  return (
    <PageFrame route='food'>
      <PageIntro message='page.food.intro' />
    </PageFrame>
  )
}
