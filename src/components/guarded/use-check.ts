import { useEffect, useState } from 'react'
import { permissions, runGuardCheck } from '@/services/router/guards'

export type CheckStatus = 'checking' | 'granted' | 'denied'

/** The state of one named check, from the shared cache when it already ran on this navigation. */
export function useCheck(spec: string): CheckStatus {
  const [status, setStatus] = useState<CheckStatus>(() => statusOf(permissions.get(spec).state))
  useEffect(() => {
    let live = true
    runGuardCheck(spec)
      .then((outcome) => live && setStatus(statusOf(outcome.state)))
      .catch(() => live && setStatus('denied'))
    return () => {
      live = false
    }
  }, [spec])
  return status
}

const statusOf = (state: boolean | null): CheckStatus =>
  state === true ? 'granted' : state === false ? 'denied' : 'checking'
