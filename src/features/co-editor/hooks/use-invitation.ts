import { useCallback, useEffect, useState } from 'react'
import type { InvitationDetail } from '@types-shared/api/co-editor'
import type { AsyncStatus } from '@/components/states'
import { getInvitation } from '../api/get-invitation'

/** Loads an invitation; `retry` loads it again. A newer code wins over a slower older answer. */
export function useInvitation(code: string): { state: AsyncStatus<InvitationDetail>; retry: () => void } {
  const [state, setState] = useState<AsyncStatus<InvitationDetail>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    getInvitation(code).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      current = false
    }
  }, [code, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
