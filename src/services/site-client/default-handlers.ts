import type { Platform } from '@/platform'
import { appLogin } from '@/services/auth/app-login'
import type { PageLocation } from '@/services/auth/page-location'
import { EXCEPTION_PAGE_PATH } from '@/services/http/constants'
import type { ResponseHandlers } from '@/services/http/response-actions'

export interface DefaultHandlerDeps {
  platform: Pick<Platform, 'name' | 'ui' | 'auth' | 'navigation'>
  location: PageLocation
  /** The company login redirect (src/services/auth/login-redirect.ts or an SSO scheme's). */
  redirectToLogin: () => boolean
  /** Read when the alert shows, so it follows the current locale. */
  text: () => { timeErrorTitle: string; timeErrorDesc: string; ok: string }
}

/** The exception page's address with the code and the address to return to (SPEC.md section 8). */
export function exceptionPageUrl(code: number, returnUrl: string): string {
  const query = new URLSearchParams({ code: String(code), returnUrl })
  return `${EXCEPTION_PAGE_PATH}?${query.toString()}`
}

/**
 * The reactions of SPEC.md section 8 when the page supplies none of its own: login (the app's inside the
 * app, the company's elsewhere), the exception page, the system-time alert and the anti-spam reload.
 */
export function createDefaultHandlers(deps: DefaultHandlerDeps): ResponseHandlers {
  const { platform, location } = deps
  let alerting = false
  const login = () => {
    if (platform.name === 'app') {
      void appLogin(platform.auth, platform.navigation, location)
      return
    }
    deps.redirectToLogin()
  }
  return {
    unauthorized: login,
    login,
    forbidden: () => console.warn('http: 403 forbidden'),
    exception(code) {
      const url = exceptionPageUrl(code, location.href())
      if (platform.name === 'mini') {
        const query = url.slice(url.indexOf('?'))
        void platform.navigation
          .replace({ pagePath: `/pages/exception/index${query}`, prettyPath: `/exception${query}` })
          .catch(() => undefined)
        return
      }
      location.assign(url)
    },
    timeAlert() {
      // One alert however many requests fail at once.
      if (alerting) return
      alerting = true
      const text = deps.text()
      platform.ui
        .alert({
          title: text.timeErrorTitle,
          desc: text.timeErrorDesc,
          actions: [{ name: text.ok }],
        })
        // Never silently: a refused alert is how issue 12 item 8 went unseen.
        .catch((error: unknown) => console.error('http: the system-time alert could not be shown', error))
        .finally(() => {
          alerting = false
        })
    },
    reload: () => location.reload(),
  }
}
