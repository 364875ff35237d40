import type { NavigationAdapter } from '../types'
import { atSeam, PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { isAllowedUrl, type UrlPolicy } from '../url-policy'
import type { BridgePort } from './bridge-port'

/**
 * Pages of this site move inside the webview through Taro's router (`inner`); other allowed addresses
 * open as new app screens, and close shuts the webview.
 */
export function createAppNavigation(
  { methods }: BridgePort,
  inner: Pick<NavigationAdapter, 'push' | 'replace' | 'back' | 'canGoBack' | 'setTitle'>,
  policy: UrlPolicy,
): NavigationAdapter {
  return {
    ...inner,
    async setTitle(title) {
      // document.title for the page and the history; changeTitle for the app's own navigation bar.
      await inner.setTitle(title)
      await atSeam(PLATFORM_ERROR_CODES.NAVIGATION_FAILED, methods.changeTitle({ title }))
    },
    async openLink(url) {
      if (!isAllowedUrl(url, policy)) {
        throw new PlatformError(
          PLATFORM_ERROR_CODES.URL_NOT_ALLOWED,
          `not an allowed address: ${String(url).slice(0, 200)}`,
        )
      }
      await atSeam(
        PLATFORM_ERROR_CODES.NAVIGATION_FAILED,
        methods.openLink({ url: new URL(url, policy.selfOrigin).href }),
      )
    },
    close: () => atSeam(PLATFORM_ERROR_CODES.NAVIGATION_FAILED, methods.closeWindow({})),
  }
}
