import { useCallback, useEffect, useState } from 'react'
import { getPlatform } from '@/platform'
import { createTokenStore } from '@/services/auth/token-store'
import { getJourneySaved } from '../api/save-journey'

/**
 * "Save to my trips": the button's state, and a request counter the save flow acts on (the page hands it
 * to the action bar; it needs the sign-in feature, which a feature may not import). The
 * state is known only when a session is already stored: opening a journey never asks anyone to sign in.
 */
export function useSaveJourney(journeyId: number) {
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const [request, setRequest] = useState(0)

  useEffect(() => {
    let current = true
    createTokenStore(getPlatform().storage)
      .getToken()
      .then((token) => (token ? getJourneySaved(journeyId) : null))
      .then((state) => current && state && setSaved(state.saved))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [journeyId])

  const toggle = useCallback(() => {
    if (busy) return
    setBusy(true)
    setRequest((n) => n + 1)
  }, [busy])
  const settle = useCallback((next?: boolean) => {
    if (next !== undefined) setSaved(next)
    setBusy(false)
  }, [])

  return { saved, busy, toggle, request, settle }
}
