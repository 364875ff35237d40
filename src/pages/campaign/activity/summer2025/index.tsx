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
