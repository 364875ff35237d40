import type { Translate } from '@/i18n'
import { getPlatform, PlatformError, PLATFORM_ERROR_CODES, type MapApp, type MapPlace } from '@/platform'
import '@/i18n/locales/parts/place'
import { MAP_APP_KEYS } from '../model'

/** opened: a map app took over; cancelled: the user closed the choice; failed: the user was told why. */
export type NavigateOutcome = { kind: 'opened'; app?: MapApp } | { kind: 'cancelled' } | { kind: 'failed' }

async function tell(message: string) {
  try {
    await getPlatform().ui.toast(message)
  } catch {
    // A toast that cannot show must not turn a handled failure into a crash.
  }
}

/**
 * "Navigate" (issue 7): where the platform offers map apps (the web) the user picks one in an action
 * sheet with the apps' names in their language; where it chooses itself (the app's
 * openMapWithLocation) it opens at once. Failures end in a toast, never in a thrown error.
 */
export async function openInMaps(place: MapPlace, t: Translate): Promise<NavigateOutcome> {
  const { maps, ui } = getPlatform()
  try {
    const choices = maps.choices()
    let app: MapApp | undefined
    if (choices.length > 0) {
      const picked = await ui.actionSheet({
        title: t('navigate.choose'),
        actions: choices.map((choice) => ({ name: t(MAP_APP_KEYS[choice]), value: choice })),
      })
      app = choices.find((choice) => choice === picked)
      if (!app) return { kind: 'cancelled' }
    }
    const opened = await maps.open(place, app)
    return { kind: 'opened', app: opened.app ?? app }
  } catch (error) {
    if (error instanceof PlatformError && error.code === PLATFORM_ERROR_CODES.CANCELLED)
      return { kind: 'cancelled' }
    await tell(
      error instanceof PlatformError && error.code === PLATFORM_ERROR_CODES.INVALID_ARGUMENT
        ? t('navigate.noLocation')
        : t('navigate.failed'),
    )
    return { kind: 'failed' }
  }
}
