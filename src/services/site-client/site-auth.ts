import type { InternalUser } from '@types-shared/api/sso'
import { t } from '@/i18n'
import { getPlatform } from '@/platform'
import { setUserSource } from '@/services/router'
import { reloadOnLoginChange } from '@/services/auth/app-login'
import { browserLocation } from '@/services/auth/page-location'
import { sitePolicy } from '@/services/auth/policy'
import { createSsoScheme, type HeaderMarking, type SsoScheme } from '@/services/auth/sso-scheme'
import { createTokenStore } from '@/services/auth/token-store'
import { createSiteHttp } from './site-client'

export interface SiteSsoOptions {
  subsystemAlias: string
  markHeaders?: HeaderMarking
  setGlobalDomain?: boolean
}

/**
 * Starts the SSO scheme for this page (SPEC.md section 4): exchanges `?ticket=` or fetches the user,
 * makes the router's isLogin read the SSO user, and in the host app reloads after a login change.
 * Call once at start-up (src/app.ts); resolves with the user, or null for a visitor.
 */
export function startSiteSso(options: SiteSsoOptions): {
  sso: SsoScheme
  ready: Promise<InternalUser | null>
} {
  const platform = getPlatform()
  const location = browserLocation()
  const store = createTokenStore<InternalUser>(platform.storage)
  let sso: SsoScheme | undefined
  const http = createSiteHttp({
    markHeaders: options.markHeaders,
    auth: { authorize: (config) => sso?.authorize(config) },
    redirectToLogin: () => sso?.redirectToLogin() ?? false,
  })
  sso = createSsoScheme({
    ...options,
    http,
    store,
    location,
    policy: sitePolicy(),
    onSessionFailed: () => void platform.ui.toast(t('auth.sessionFetchFailed')).catch(() => undefined),
  })
  const scheme = sso
  // Section 6: isLogin is true when user info exists or can be fetched.
  setUserSource(async () => (await store.getUser()) ?? (await scheme.fetchUser()))
  if (platform.name === 'app') reloadOnLoginChange(platform.auth, location)
  return { sso: scheme, ready: scheme.init() }
}
