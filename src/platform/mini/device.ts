import Taro from '@tarojs/taro'
import type { DeviceAdapter, NetworkType } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'

/** Taro reports wifi/2g/3g/4g/5g/none/unknown; the product speaks SPEC.md section 3's names. */
export function toNetworkType(taroType: string): NetworkType {
  switch (taroType.toLowerCase()) {
    case 'wifi':
      return 'WiFi'
    case '5g':
    case '4g':
      return '4G'
    case '3g':
      return '3G'
    case '2g':
      return '2G'
    case 'none':
      return 'NONE'
    default:
      return '3G+'
  }
}

export const miniDevice: DeviceAdapter = {
  async getDevice() {
    const info = Taro.getSystemInfoSync()
    return {
      os: info.platform,
      osVersion: info.system,
      model: info.model,
      appVersion: info.version,
      screenWidth: info.screenWidth,
      screenHeight: info.screenHeight,
      language: info.language,
    }
  },
  async getNetworkType() {
    const { networkType } = await atSeam(PLATFORM_ERROR_CODES.UNKNOWN, Taro.getNetworkType())
    return toNetworkType(networkType)
  },
  onNetworkChange(listener) {
    const handler = (res: { networkType: string }) => listener(toNetworkType(res.networkType))
    Taro.onNetworkStatusChange(handler)
    return () => Taro.offNetworkStatusChange?.(handler)
  },
}
