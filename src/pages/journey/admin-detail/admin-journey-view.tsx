import { JourneyAsyncView } from '@/features/journey'
import { AdminPanel, useAdminJourney } from '@/features/journey/admin'
import { JourneyDays } from '../detail/journey-view'

/** The journey as an operator reviews it: the panel of review fields above the journey itself. */
export function AdminJourneyView({ id }: { id: string }) {
  const { state, retry } = useAdminJourney(id)
  return (
    <JourneyAsyncView state={state} retry={retry}>
      {(journey) => (
        <JourneyDays journey={journey} extra={<AdminPanel journey={journey} />} offline={false} />
      )}
    </JourneyAsyncView>
  )
}
