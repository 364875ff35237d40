import type { ReactNode } from 'react'
import { EmptyState, ErrorState, LoadingState } from '@/components/states'
import type { DetailState } from '../model'

interface SheetStateProps<T> {
  state: DetailState<T>
  onRetry: () => void
  loadingLabel: string
  missingLabel: string
  children: (data: T) => ReactNode
}

/** A sheet's body in one of its four states: loading, error with retry, not found, or the detail. */
export function SheetState<T>({ state, onRetry, loadingLabel, missingLabel, children }: SheetStateProps<T>) {
  if (state.status === 'loading') return <LoadingState label={loadingLabel} />
  if (state.status === 'error') return <ErrorState message={state.error.message} onRetry={onRetry} />
  if (state.status === 'missing') return <EmptyState label={missingLabel} />
  return <>{children(state.data)}</>
}
