import type { UserInfo } from '@types-shared/api/user'
import { getPlatform } from '@/platform'
import { t } from '@/i18n'
import { browserLocation, type PageLocation } from '@/services/auth/page-location'
import { createLoginRedirect } from '@/services/auth/login-redirect'
import { sitePolicy } from '@/services/auth/policy'
import { sessionIdScheme } from '@/services/auth/schemes'
import { currentMiniVendor } from '@/services/auth/mini-login'
import { createTokenStore } from '@/services/auth/token-store'
import { TRAVEL_API_PREFIX } from '@/services/http/constants'
import { createHttp, type HttpClient } from '@/services/http/create-http'
import type { HeaderMarking } from '@/services/http/request-headers'
import { pageSessionStore } from '@/services/http/session-store'
import type { AuthScheme, HttpOptions } from '@/services/http/types'
import { createDefaultHandlers } from './default-handlers'

// Mini-program runtimes have a window shim with a made-up location: only H5 has a real page.
const hasPage = () =>
  process.env.TARO_ENV === 'h5' &&
  typeof window !== 'undefined' &&
  typeof window.location?.origin === 'string'

/**
 * The API host. H5 is served beside the API (CONTRACTS.md), so the page's own origin; mini-programs
 * have no page origin and must be built with TARO_APP_API_ORIGIN (e.g. https://api.trip.example).
 */
export function apiOrigin(): string {
  // Replaced at build time (config/index.ts defineConstants), so no `process` is needed at run time.
  return (process.env.TARO_APP_API_ORIGIN ?? '').replace(/\/+$/, '')
}

/** A page location where there is none (mini-programs): navigation goes through the platform there. */
const NO_LOCATION: PageLocation = {
  href: () => '',
  origin: () => '',
  replace: () => undefined,
  assign: () => undefined,
  reload: () => undefined,
}

export interface SiteHttpOptions {
  baseURL?: string
  apis?: Record<string, string>
  auth?: AuthScheme
  markHeaders?: HeaderMarking
  redirectToLogin?: () => boolean
  reauthorize?: () => Promise<boolean>
}

/** A client wired to this page: the platform's adapter, its storage and UI, the default handlers. */
export function createSiteHttp(options: SiteHttpOptions = {}): HttpClient {
  const platform = getPlatform()
  const location = hasPage() ? browserLocation() : NO_LOCATION
  const redirectToLogin = options.redirectToLogin ?? createLoginRedirect({ location, policy: sitePolicy() })
  const settings: HttpOptions = {
    baseURL: options.baseURL,
    apis: options.apis,
    // SPEC.md section 7: credentials in development only.
    withCredentials: process.env.NODE_ENV === 'development',
    adapters: platform.http,
    auth: options.auth,
    reauthorize: options.reauthorize,
    headers: {
      pageOrigin: () => (hasPage() ? window.location.origin : undefined),
      cookie: () => (typeof document !== 'undefined' ? document.cookie : undefined),
      markHeaders: options.markHeaders ?? 'all',
    },
    handlers: createDefaultHandlers({
      platform,
      location,
      redirectToLogin,
      text: () => ({
        timeErrorTitle: t('http.timeError.title'),
        timeErrorDesc: t('http.timeError.desc'),
        ok: t('http.ok'),
      }),
    }),
    session: pageSessionStore(),
  }
  return createHttp(settings)
}

let travel: HttpClient | undefined

/**
 * The travel API client (SPEC.md section 7): `/api/v1`, 10 s, the session id (stored under auth-token)
 * as Authorization and not in the query.
 */
export function getTravelApi(): HttpClient {
  if (!travel) {
    const platform = getPlatform()
    const store = createTokenStore<UserInfo>(platform.storage)
    const vendor = platform.name === 'mini' ? currentMiniVendor() : null
    let miniLogin: Promise<{ login: () => Promise<UserInfo | null> }> | undefined
    travel = createSiteHttp({
      baseURL: `${apiOrigin()}${TRAVEL_API_PREFIX}`,
      auth: sessionIdScheme(() => store.getToken()),
      // Travellers are not company staff: a refused session is forgotten, and the page offers the
      // product's own sign-in where it needs one, instead of sending them to the company login.
      redirectToLogin: () => {
        void store.clear().catch(() => undefined)
        return false
      },
      // A mini-program signs in with the platform's login and sends the refused request once more.
      reauthorize: vendor
        ? async () => {
            // Only mini-programs sign in this way: the web's first load does not carry its code.
            miniLogin ??= import('@/services/auth/mini-login-flow').then(({ createMiniLogin }) =>
              createMiniLogin({ auth: platform.auth, api: getTravelApi(), store, vendor }),
            )
            const user = await (await miniLogin).login()
            // The reader was asked (or the platform refused): say so rather than fail in silence.
            if (!user) void platform.ui.toast(t('auth.miniSignInFailed')).catch(() => undefined)
            return user !== null
          }
        : undefined,
    })
  }
  return travel
}

/** Tests start from a fresh client. */
export function resetTravelApiForTests(): void {
  travel = undefined
}
