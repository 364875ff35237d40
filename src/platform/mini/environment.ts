import Taro from '@tarojs/taro'
import type { EnvironmentAdapter } from '../types'
import { environmentReport } from '../env/report'
import { parseUserAgent } from '../env/user-agent'
import { ensureVisitorId } from '../env/visitor-store'
import { miniStorage } from './storage'

export const miniEnvironment: EnvironmentAdapter = {
  describe() {
    const info = Taro.getSystemInfoSync()
    const os = /ios/i.test(info.platform) ? 'ios' : 'android'
    const parsed = {
      ...parseUserAgent(''),
      os,
      osVersion: info.system?.replace(/^\D+/, ''),
      isMobile: true,
      isPC: false,
    } as const
    return environmentReport(
      `${info.brand ?? ''} ${info.model} ${info.system}`,
      parsed,
      {
        width: info.screenWidth,
        height: info.screenHeight,
      },
      true,
    )
  },
  visitorId: () => ensureVisitorId(miniStorage),
  // Mini-programs expose no resource timings to the page.
  loadTimings: () => null,
  container() {
    // The vendor (weapp, alipay ...), and the host app's version with its base library's.
    const info = Taro.getSystemInfoSync()
    const base = info.SDKVersion ? ` sdk/${info.SDKVersion}` : ''
    return { name: `mini:${process.env.TARO_ENV}`, version: `${info.version ?? ''}${base}`.trim() }
  },
  // A mini-program's pages report their own show and hide; there is no host view around them.
  onViewVisibility: () => () => undefined,
  onAppHide(listener) {
    Taro.onAppHide(listener)
    return () => Taro.offAppHide(listener)
  },
}
