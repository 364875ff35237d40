import { PageFrame } from '@/components/page-frame'
import { SummerRecordsBody } from './records-body'

/** activity/summer2025/records: my summer prizes, and a friend's transfer link to accept. */
export default function Summer2025RecordsPage() {
  return (
    <PageFrame route='summer2025Records'>
      <SummerRecordsBody />
    </PageFrame>
  )
}
