import { useCallback, useEffect, useState } from 'react'
import type { AsyncStatus } from '@/components/states'
import { getJourney } from '../api/get-journey'
import type { JourneyDetail } from '../model'

/** Loads a journey; `retry` loads it again after a failure. A newer id wins over a slower older answer. */
export function useJourney(id: string): { state: AsyncStatus<JourneyDetail>; retry: () => void } {
  const [state, setState] = useState<AsyncStatus<JourneyDetail>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    getJourney(id).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      current = false
    }
  }, [id, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
