import Taro from '@tarojs/taro'
import type { NavigationAdapter, NavigationTarget } from '../types'
import { PLATFORM_ERROR_CODES, toPlatformError } from '../errors'

const fail = (reason: unknown) => {
  throw toPlatformError(PLATFORM_ERROR_CODES.NAVIGATION_FAILED, reason)
}

/**
 * Taro's router serves both the H5 site and the mini-programs. `pick` chooses which form of the target
 * the platform understands: mini-programs know page paths only, the H5 router also resolves pretty paths.
 */
export function createTaroNavigation(pick: (to: NavigationTarget) => string): NavigationAdapter {
  return {
    async push(to) {
      await Taro.navigateTo({ url: pick(to) }).catch(fail)
    },
    async replace(to) {
      await Taro.redirectTo({ url: pick(to) }).catch(fail)
    },
    async back(delta = 1) {
      await Taro.navigateBack({ delta }).catch(fail)
    },
    async setTitle(title) {
      await Taro.setNavigationBarTitle({ title }).catch(fail)
    },
  }
}
