// The sheets' styles before the sign-in sheet's, in the order the journey pages load them, so the
// mini-program's shared stylesheet has one order for both (mini-css-extract-plugin warned otherwise).
import '@/components/bottom-sheet'
import { PageFrame } from '@/components/page-frame'
import { SummerBody } from './summer-body'

/** activity/summer2025: tasks that earn draw chances, the draw, the pool and the summer journeys. */
export default function Summer2025Page() {
  return (
    <PageFrame route='summer2025'>
      <SummerBody />
    </PageFrame>
  )
}
