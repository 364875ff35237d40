import type { ReactNode } from 'react'
import { AsyncView, type AsyncStatus } from '@/components/states'
import { usePageContext } from '@/components/page-frame'
import { navigate } from '@/services/router'
import { JourneyUnavailableError } from '../api/get-journey'
import { JourneyUnavailable } from './journey-unavailable'

/**
 * A journey's load as every page that shows one does (the journey, its admin view, the share page and
 * the co-editor invitation): a clear page when the journey is gone or private, whose home button
 * replaces the page with the home page (there is nothing to come back to), the error with retry, or
 * the journey itself.
 */
export function JourneyAsyncView<T>({
  state,
  retry,
  children,
}: {
  state: AsyncStatus<T>
  retry: () => void
  children: (journey: T) => ReactNode
}) {
  const page = usePageContext()
  if (state.status === 'error' && state.error instanceof JourneyUnavailableError) {
    return (
      <JourneyUnavailable
        reason={state.error.reason}
        onHome={() => navigate('home', page?.route, { replace: true }).catch(() => undefined)}
      />
    )
  }
  return (
    <AsyncView state={state} onRetry={retry}>
      {children}
    </AsyncView>
  )
}
