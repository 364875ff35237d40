import { PageFrame } from '@/components/page-frame'
// Before the page's own styles, as summer2025 does: the sheets' styles keep one order in the
// mini-program's shared stylesheet.
import '@/components/bottom-sheet'
import { SpringFestivalBody } from './spring-festival-body'

/** specialSubject/springFestival: the countdown, curated destinations and journeys, and the posters. */
export default function SpringFestivalPage() {
  return (
    <PageFrame route='springFestival'>
      <SpringFestivalBody />
    </PageFrame>
  )
}
