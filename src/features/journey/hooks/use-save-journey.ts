import { useCallback, useEffect, useState } from 'react'
import { useSignIn } from '@/features/sign-in'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { createTokenStore } from '@/services/auth'
import { ServerError } from '@/services/http'
import { sessionUser } from '@/services/session'
import '@/i18n/locales/parts/journey'
import { getJourneySaved, saveJourney } from '../api/save-journey'

const isUnauthorized = (error: unknown) => error instanceof ServerError && error.status === 401

/**
 * "Save to my trips". Saving needs a traveller: the session on this device, the app's user exchanged
 * for one, or else the sign-in sheet (whose `sheet` the caller renders). A session the server no
 * longer accepts gets one fresh sign-in and one more try. The button knows its state only when a
 * session is already stored: opening a journey never asks anyone to sign in.
 */
export function useSaveJourney(journeyId: number) {
  const t = useT()
  const { signIn, signOut, sheet } = useSignIn()
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)

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

  const toggle = useCallback(async () => {
    if (busy) return
    setBusy(true)
    const { ui } = getPlatform()
    const attempt = async (retried: boolean): Promise<void> => {
      const user = (await sessionUser()) ?? (await signIn())
      if (!user) return
      try {
        const result = await saveJourney(journeyId, !saved)
        setSaved(result.saved)
        await ui.toast(t(result.saved ? 'journey.saved' : 'journey.unsaved')).catch(() => undefined)
      } catch (error) {
        if (!retried && isUnauthorized(error)) {
          await signOut()
          return attempt(true)
        }
        throw error
      }
    }
    try {
      await attempt(false)
    } catch {
      await ui.toast(t('journey.save.failed')).catch(() => undefined)
    } finally {
      setBusy(false)
    }
  }, [busy, journeyId, saved, signIn, signOut, t])

  return { saved, busy, toggle, sheet }
}
