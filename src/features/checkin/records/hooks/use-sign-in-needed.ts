import { useCallback, useRef } from 'react'
import { SignInNeededError } from '../api/signed-in'

/**
 * Passes a refused session on to the page (which asks the traveller to sign in again) and tells the
 * caller whether that is what happened; the callback may change between renders.
 */
export function useSignInNeeded(onSignInNeeded: () => void): (error: unknown) => boolean {
  const latest = useRef(onSignInNeeded)
  latest.current = onSignInNeeded
  return useCallback((error: unknown) => {
    if (!(error instanceof SignInNeededError)) return false
    latest.current()
    return true
  }, [])
}
