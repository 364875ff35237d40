import { useCallback, useEffect, useState } from 'react'
import type { AsyncStatus } from '@/components/states'
import { getAdminJourney, type AdminJourneyDetail } from '../api/get-admin-journey'

/** Loads the admin view of a journey; no offline copy: review data must be current. */
export function useAdminJourney(id: string) {
  const [state, setState] = useState<AsyncStatus<AdminJourneyDetail>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    getAdminJourney(id).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      current = false
    }
  }, [id, attempt])
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) }
}
