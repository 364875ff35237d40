import { useCallback, useEffect, useState } from 'react'
import type { Region, UserStatus } from '@types-shared/api/checkin'
import { getPlatform } from '@/platform'
import { t } from '@/i18n'
import '@/i18n/locales/parts/checkin'
import { answerSuggestion, getCheckinStatus, syncToApp } from '../api/checkin-api'

const say = (message: string) =>
  void getPlatform()
    .ui.toast(message)
    .catch(() => undefined)

/**
 * The traveller's check-in status: suggestions from their journeys to confirm or skip, and inside the
 * app, records not yet synced to it are synced as the page opens (the app shows the same map).
 */
export function useCheckinStatus(signedIn: boolean) {
  const [status, setStatus] = useState<UserStatus | null>(null)
  useEffect(() => {
    if (!signedIn) return
    let current = true
    const inApp = getPlatform().environment.describe().info.inApp
    getCheckinStatus().then(
      async (loaded) => {
        if (!current) return
        setStatus(loaded)
        if (inApp && loaded.unsynced > 0) {
          const synced = await syncToApp().catch(() => null)
          if (synced === null) say(t('checkin.syncFailed'))
          else if (synced > 0) say(t('checkin.synced', { count: synced }))
        }
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [signedIn])

  const answer = useCallback(async (region: Region, action: 'confirm' | 'give_up') => {
    setStatus((s) => s && { ...s, suggestions: s.suggestions.filter((r) => r.code !== region.code) })
    await answerSuggestion(region.code, action)
  }, [])
  return { suggestions: status?.suggestions ?? [], answer }
}
