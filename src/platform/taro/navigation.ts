import Taro from '@tarojs/taro'
import type { NavigationAdapter, NavigationTarget } from '../types'
import { atSeam, PLATFORM_ERROR_CODES } from '../errors'

const NAV = PLATFORM_ERROR_CODES.NAVIGATION_FAILED

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Taro's H5 navigation bar writes the title with innerHTML (@tarojs/router, NavigationBarHandler
 * setTitle), and titles come from data: an article's, a journey's. Found by tests/e2e/xss.spec.ts (issue
 * 16): an `<img onerror>` in a title became an element, stopped only by the CSP. So the H5 bar gets the
 * title as escaped text (innerHTML then shows it as written) and document.title the real one.
 * Mini-programs show titles natively, as text.
 */
async function setTaroTitle(title: string): Promise<void> {
  if (process.env.TARO_ENV !== 'h5') {
    await atSeam(NAV, Taro.setNavigationBarTitle({ title }))
    return
  }
  const text = String(title)
  await atSeam(NAV, Taro.setNavigationBarTitle({ title: text.replace(/[&<>"']/g, (c) => ESCAPES[c]) }))
  document.title = text
}

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
    setTitle: setTaroTitle,
    openLink,
    close,
  }
}
