import { AsyncView } from '@/components/states'
import { usePageContext } from '@/components/page-frame'
import { AdminPanel, JourneyUnavailable, JourneyUnavailableError, useAdminJourney } from '@/features/journey'
import { navigate } from '@/services/router'
import { JourneyDays } from '../detail/journey-view'

/** The journey as an operator reviews it: the panel of review fields above the journey itself. */
export function AdminJourneyView({ id }: { id: string }) {
  const { state, retry } = useAdminJourney(id)
  const page = usePageContext()
  if (state.status === 'error' && state.error instanceof JourneyUnavailableError) {
    return (
      <JourneyUnavailable
        reason={state.error.reason}
        onHome={() => navigate('about', page?.route, { replace: true }).catch(() => undefined)}
      />
    )
  }
  return (
    <AsyncView state={state} onRetry={retry}>
      {(journey) => (
        <JourneyDays journey={journey} extra={<AdminPanel journey={journey} />} offline={false} />
      )}
    </AsyncView>
  )
}
