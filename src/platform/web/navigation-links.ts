import type { NavigationAdapter } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import { isAllowedUrl, type UrlPolicy } from '../url-policy'

/** openLink and close for browsers: only allowed hosts are ever loaded. */
export function createWebLinks(
  policy: UrlPolicy,
  win: Pick<Window, 'location' | 'history' | 'close'> = window,
): Pick<NavigationAdapter, 'openLink' | 'close'> {
  return {
    async openLink(url) {
      if (!isAllowedUrl(url, policy)) {
        throw new PlatformError(
          PLATFORM_ERROR_CODES.URL_NOT_ALLOWED,
          `not an allowed address: ${String(url).slice(0, 200)}`,
        )
      }
      win.location.assign(new URL(url, policy.selfOrigin).href)
    },
    async close() {
      if (win.history.length > 1) win.history.back()
      else win.close()
    },
  }
}
