import type { ReactNode } from 'react'
import { AsyncView, type AsyncStatus } from '@/components/states'
import { usePageContext } from '@/components/page-frame'
import { JourneyUnavailable, JourneyUnavailableError } from '@/features/journey'
import { navigate } from '@/services/router'

/**
 * A journey's load as both journey pages show it: a clear page when the journey is gone or private,
 * the error with retry, or the journey itself.
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
        onHome={() => navigate('about', page?.route, { replace: true }).catch(() => undefined)}
      />
    )
  }
  return (
    <AsyncView state={state} onRetry={retry}>
      {children}
    </AsyncView>
  )
}
