import Taro from '@tarojs/taro'
import type { NavigationAdapter, NavigationTarget } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'

const NAV = PLATFORM_ERROR_CODES.NAVIGATION_FAILED

interface TaroNavigationOptions {
  /** Mini-programs know page paths only; the H5 router also resolves the pretty paths. */
  pick: (to: NavigationTarget) => string
  openLink: NavigationAdapter['openLink']
  close: NavigationAdapter['close']
}

/** Page navigation through Taro's router, which serves both the H5 site and the mini-programs. */
export function createTaroNavigation({ pick, openLink, close }: TaroNavigationOptions): NavigationAdapter {
  return {
    push: (to) => atSeam(NAV, Taro.navigateTo({ url: pick(to) })).then(() => undefined),
    replace: (to) => atSeam(NAV, Taro.redirectTo({ url: pick(to) })).then(() => undefined),
    back: (delta = 1) => atSeam(NAV, Taro.navigateBack({ delta })).then(() => undefined),
    // Taro's page stack, the same on H5 and in mini-programs (a reload on H5 starts a new one).
    canGoBack: () => Taro.getCurrentPages().length > 1,
    setTitle: (title) => atSeam(NAV, Taro.setNavigationBarTitle({ title })).then(() => undefined),
    openLink,
    close,
  }
}
