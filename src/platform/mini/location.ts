import Taro from '@tarojs/taro'
import type { LocationAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'

export const miniLocation: LocationAdapter = {
  async getCurrentPosition() {
    // gcj02 is what Chinese map SDKs and our server's places use.
    const res = await atSeam(PLATFORM_ERROR_CODES.PERMISSION_DENIED, Taro.getLocation({ type: 'gcj02' }))
    // Alipay answers the coordinates as strings; every vendor's answer becomes numbers, or an error.
    const lat = Number(res.latitude)
    const lon = Number(res.longitude)
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      throw new PlatformError(PLATFORM_ERROR_CODES.UNKNOWN, 'the platform answered no usable position')
    }
    const accuracy = Number(res.accuracy)
    return { lat, lon, coordinate: 'gcj02', accuracy: Number.isFinite(accuracy) ? accuracy : undefined }
  },
}
