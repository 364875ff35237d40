import Taro from '@tarojs/taro'
import type { MapNavigationAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { isValidPlace } from '../map-links'

/** openLocation shows the vendor's own map with its own "navigate" choices. */
export const miniMaps: MapNavigationAdapter = {
  choices: () => [],
  async open(place) {
    if (!isValidPlace(place))
      throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'not a valid place')
    if (place.coordinate === 'bd09') {
      throw new PlatformError(
        PLATFORM_ERROR_CODES.INVALID_ARGUMENT,
        'mini-program maps take wgs84 or gcj02 coordinates',
      )
    }
    await atSeam(
      PLATFORM_ERROR_CODES.UNKNOWN,
      Taro.openLocation({ latitude: place.lat, longitude: place.lon, name: place.name, scale: 16 }),
    )
    return {}
  },
}
