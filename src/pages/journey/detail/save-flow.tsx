import { useEffect, useRef } from 'react'
import { useSignIn } from '@/features/sign-in'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { ServerError } from '@/services/http'
import { sessionUser } from '@/services/session'
import '@/i18n/locales/parts/journey'
import { saveJourney, type SaveFlowProps } from '@/features/journey'

const isUnauthorized = (error: unknown) => error instanceof ServerError && error.status === 401

/**
 * Saving needs a traveller: the session on this device, the app's user exchanged for one, or else the
 * sign-in sheet this component renders. A session the server no longer accepts gets one fresh sign-in
 * and one more try. It joins two features (journey and sign-in), so it lives with the page; the journey's
 * action bar loads it on the first tap of "save" (useSaveJourney).
 */
export default function SaveFlow({ journeyId, saved, request, onSettled }: SaveFlowProps) {
  const t = useT()
  const { signIn, signOut, sheet } = useSignIn()
  const handled = useRef(0)

  useEffect(() => {
    if (request === handled.current) return
    handled.current = request
    const { ui } = getPlatform()
    const attempt = async (retried: boolean): Promise<boolean | undefined> => {
      const user = (await sessionUser()) ?? (await signIn())
      if (!user) return undefined
      try {
        const result = await saveJourney(journeyId, !saved)
        await ui.toast(t(result.saved ? 'journey.saved' : 'journey.unsaved')).catch(() => undefined)
        return result.saved
      } catch (error) {
        if (!retried && isUnauthorized(error)) {
          await signOut()
          return attempt(true)
        }
        throw error
      }
    }
    attempt(false).then(onSettled, async () => {
      await ui.toast(t('journey.save.failed')).catch(() => undefined)
      onSettled(undefined)
    })
  }, [request, journeyId, saved, signIn, signOut, t, onSettled])

  return <>{sheet}</>
}
