import { PageFrame } from '@/components/page-frame'
// After the frame and before the sign-in sheet's, the sheets' styles load in the order the journey
// pages load them, so the mini-program's shared stylesheet has one order (mini-css-extract-plugin warned).
import '@/components/bottom-sheet'
import { SummerBody } from './summer-body'

/** activity/summer2025: tasks that earn draw chances, the draw, the pool and the summer journeys. */
export default function Summer2025Page() {
  return (
    <PageFrame route='summer2025'>
      <SummerBody />
    </PageFrame>
  )
}
