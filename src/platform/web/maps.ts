import type { MapNavigationAdapter } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { isValidPlace, MAP_APPS, mapLink } from '../map-links'

/** The web asks which map app to use (the page shows MAP_APPS), then opens that app's link. */
export function createWebMaps(open: (url: string) => void): MapNavigationAdapter {
  return {
    choices: () => MAP_APPS,
    async open(place, app) {
      if (!isValidPlace(place))
        throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'not a valid place')
      if (!app) throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'choose a map app first')
      open(mapLink(app, place))
      return { app }
    },
  }
}
