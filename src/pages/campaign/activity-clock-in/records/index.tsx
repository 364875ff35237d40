// The page frame before the feature, as on the feedback pages: the feature's styles come after the
// frame's, so the mini-program's shared stylesheet has one order for them.
import { PageFrame } from '@/components/page-frame'
import { RecordsBody } from './records-body'

/** activity-clock-in/records: my lit-up places and places of my own (docs/checkin-records.md). */
export default function ClockInRecordsPage() {
  return (
    <PageFrame route='clockInRecords'>
      <RecordsBody />
    </PageFrame>
  )
}
