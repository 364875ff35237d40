import { useCallback } from 'react'
import { usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { sitePolicy } from '@/services/auth/policy'
import { navigate } from '@/services/router'
import '@/i18n/locales/parts/image-campaign'
import { isUsableLink, type HotSpotAction } from '../model/hot-spots'

/**
 * What a tapped hot spot does. Journeys and map points are routes of the site; links leave through the
 * platform (the app's openLink, a new window on the web), which checks the host once more. The place
 * sheet belongs to the place feature, which this one may not import: the page that composes both opens
 * it through `openPlace`.
 */
export function useHotSpotAction(openPlace: (placeId: number) => void) {
  const t = useT()
  const route = usePageContext()?.route
  return useCallback(
    (action: HotSpotAction) => {
      // A failed navigation surfaces through the platform's own UI; the page stays usable.
      const quiet = () => undefined
      switch (action.kind) {
        case 'journey':
          return void navigate('journeyDetail', route, { params: { id: action.journeyId } }).catch(quiet)
        case 'place':
          return openPlace(action.placeId)
        case 'map': {
          const query = { lat: String(action.lat), lon: String(action.lon), name: action.name }
          return void navigate('map', route, { query }).catch(quiet)
        }
        case 'link': {
          if (!isUsableLink(action.url, sitePolicy())) return undefined
          const { navigation, ui } = getPlatform()
          return void navigation
            .openLink(action.url)
            .catch(() => ui.toast(t('imageCampaign.linkFailed')).catch(quiet))
        }
      }
    },
    [openPlace, route, t],
  )
}
