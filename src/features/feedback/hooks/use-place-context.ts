import { useCallback, useEffect, useState } from 'react'
import type { AsyncStatus } from '@/components/states'
import { getPlaceFeedbackContext, type PlaceFeedbackContext } from '../api/place-context'

/** Loads the place's name and the scenes; `retry` tries again after a failure. */
export function usePlaceContext(placeId: string): {
  state: AsyncStatus<PlaceFeedbackContext>
  retry: () => void
} {
  const [state, setState] = useState<AsyncStatus<PlaceFeedbackContext>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    getPlaceFeedbackContext(placeId).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      current = false
    }
  }, [placeId, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
