import type { ReactNode } from 'react'
import { EmptyState, ErrorState, LoadingState } from './states'

export type AsyncStatus<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T }

interface AsyncViewProps<T> {
  state: AsyncStatus<T>
  onRetry?: () => void
  isEmpty?: (data: T) => boolean
  emptyLabel?: string
  children: (data: T) => ReactNode
}

/** Every page's data goes through one of four states: loading, error with retry, empty, or content. */
export function AsyncView<T>({ state, onRetry, isEmpty, emptyLabel, children }: AsyncViewProps<T>) {
  if (state.status === 'loading') return <LoadingState />
  if (state.status === 'error') return <ErrorState message={state.error.message} onRetry={onRetry} />
  if (isEmpty?.(state.data)) return <EmptyState label={emptyLabel} />
  return <>{children(state.data)}</>
}
