import Taro from '@tarojs/taro'
import type { LocationAdapter } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'

export const miniLocation: LocationAdapter = {
  async getCurrentPosition() {
    // gcj02 is what Chinese map SDKs and our server's places use.
    const res = await atSeam(PLATFORM_ERROR_CODES.PERMISSION_DENIED, Taro.getLocation({ type: 'gcj02' }))
    return { lat: res.latitude, lon: res.longitude, coordinate: 'gcj02', accuracy: res.accuracy }
  },
}
