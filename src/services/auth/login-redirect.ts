import type { UrlPolicy } from '@/platform/url-policy'
import { LOGIN_REDIRECT_DELAY_MS, SSO_PATHS } from './constants'
import type { PageLocation } from './page-location'
import { safeReturnUrl } from './return-url'

export interface LoginRedirectOptions {
  location: Pick<PageLocation, 'href' | 'origin' | 'assign'>
  policy: UrlPolicy
  /** Origin of the company login page; the page's own by default (the embedded server serves both). */
  ssoOrigin?: string
  schedule?: (run: () => void, ms: number) => unknown
}

/**
 * SPEC.md section 4: the company login page after 300 ms, with the current address as `service`.
 * Returns a function that does it once per page (concurrent 401s must not stack redirects) and tells
 * whether a redirect was scheduled; an address outside the allowed hosts is never used.
 */
export function createLoginRedirect(options: LoginRedirectOptions): () => boolean {
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms))
  let scheduled = false
  return () => {
    if (scheduled) return true
    const { location, policy } = options
    const service = safeReturnUrl(location.href(), policy)
    const login = safeReturnUrl(`${options.ssoOrigin ?? location.origin()}${SSO_PATHS.loginPage}`, policy)
    if (!service || !login) return false
    scheduled = true
    const target = new URL(login)
    target.searchParams.set('service', service)
    schedule(() => location.assign(target.href), LOGIN_REDIRECT_DELAY_MS)
    return true
  }
}
