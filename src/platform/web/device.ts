import type { DeviceAdapter, NetworkType } from '../types'
import type { UserAgentInfo } from '../env/user-agent'

type Connection = {
  effectiveType?: string
  type?: string
  addEventListener?: Function
  removeEventListener?: Function
}
const connection = (): Connection | undefined =>
  (navigator as Navigator & { connection?: Connection }).connection

/** The Network Information API's effective type, in SPEC.md section 3's names. */
export function webNetworkType(online: boolean, conn: Connection | undefined): NetworkType {
  if (!online) return 'NONE'
  if (conn?.type === 'wifi' || conn?.type === 'ethernet') return 'WiFi'
  switch (conn?.effectiveType) {
    case '4g':
      return '4G'
    case '3g':
      return '3G'
    case '2g':
    case 'slow-2g':
      return '2G'
    default:
      return conn ? '3G+' : 'WiFi'
  }
}

export function createWebDevice(env: UserAgentInfo): DeviceAdapter {
  return {
    async getDevice() {
      return {
        os: env.os,
        osVersion: env.osVersion,
        appVersion: env.appVersion,
        appBuild: env.appBuild?.toString(),
        screenWidth: window.screen?.width || window.innerWidth,
        screenHeight: window.screen?.height || window.innerHeight,
        language: navigator.language,
      }
    },
    getNetworkType: async () => webNetworkType(navigator.onLine, connection()),
    onNetworkChange(listener) {
      const notify = () => listener(webNetworkType(navigator.onLine, connection()))
      window.addEventListener('online', notify)
      window.addEventListener('offline', notify)
      connection()?.addEventListener?.('change', notify)
      return () => {
        window.removeEventListener('online', notify)
        window.removeEventListener('offline', notify)
        connection()?.removeEventListener?.('change', notify)
      }
    },
  }
}
