import type { InternalUser, SsoSession } from '@types-shared/api/sso'
import type { UrlPolicy } from '@/platform/url-policy'
import type { HttpClient } from '../http/create-http'
import type { AuthScheme } from '../http/types'
import { HEADER_MARKINGS, SSO_PATHS } from './constants'
import { createLoginRedirect } from './login-redirect'
import { completeLogin } from './login-flow'
import type { PageLocation } from './page-location'
import { safeReturnUrl, withoutParam } from './return-url'
import { localStorageScheme } from './schemes'
import type { TokenStore } from './token-store'

export type HeaderMarking = (typeof HEADER_MARKINGS)[number]

export interface SsoOptions {
  /** SPEC.md section 5: required. */
  subsystemAlias: string
  /** Section 5: false, all or devops (which hosts get X-Requested-With). */
  markHeaders?: HeaderMarking
  /** false only when the root-domain cookie is disabled (section 7). */
  setGlobalDomain?: boolean
  /** The client for the API host; its auth scheme should be this scheme's `authorize`. */
  http: HttpClient
  store: TokenStore<InternalUser>
  location: PageLocation
  /** Hosts the login page may send back to (and the login page's own host). */
  policy: UrlPolicy
  /** Origin of the API host that serves /sso/login; the page's own origin by default. */
  ssoOrigin?: string
  schedule?: (run: () => void, ms: number) => unknown
  /** SPEC.md section 8: tells the visitor that fetching the session failed. */
  onSessionFailed?: () => void
}

export interface SsoScheme extends AuthScheme {
  readonly markHeaders: HeaderMarking
  /** Section 4: exchange `?ticket=` for a session (then drop it from the address), else fetch the user. */
  init(): Promise<InternalUser | null>
  fetchUser(): Promise<InternalUser | null>
  logout(): Promise<void>
  /** Section 4: the company login after 300 ms, with the current address as `service`. */
  redirectToLogin(): boolean
}

export function validateSsoOptions(options: Pick<SsoOptions, 'subsystemAlias' | 'markHeaders'>): void {
  if (typeof options.subsystemAlias !== 'string' || options.subsystemAlias.trim() === '') {
    throw new TypeError('the SSO scheme requires a subsystem alias')
  }
  if (options.markHeaders !== undefined && !HEADER_MARKINGS.includes(options.markHeaders)) {
    throw new TypeError(`markHeaders must be false, "all" or "devops": ${String(options.markHeaders)}`)
  }
}

export function createSsoScheme(options: SsoOptions): SsoScheme {
  validateSsoOptions(options)
  const { http, store, location, policy } = options
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms))
  const quiet = { skipResponseRules: true }

  const fetchUser = async (): Promise<InternalUser | null> => {
    if (!(await store.getToken())) return null
    try {
      const session = await http.post<SsoSession>(SSO_PATHS.userInfo, undefined, quiet)
      if (session.access_token) await store.setToken(session.access_token)
      await store.setUser(session.internalUser)
      return session.internalUser
    } catch {
      options.onSessionFailed?.()
      return null
    }
  }

  async function exchange(ticket: string, href: string): Promise<InternalUser | null> {
    const service = withoutParam(href, 'ticket')
    try {
      const session = await http.noAuth.post<SsoSession>(
        SSO_PATHS.internalLogin,
        {
          ticket,
          validate_service: service,
          subsystem_alias: options.subsystemAlias,
          set_global_domain: options.setGlobalDomain ?? true,
        },
        quiet,
      )
      return await completeLogin(store, { ...session, userInfo: session.internalUser }, fetchUser)
    } catch {
      // Section 7: "empty user info on error".
      options.onSessionFailed?.()
      await store.clear().catch(() => undefined)
      return null
    } finally {
      // The ticket is single use: it leaves the address (and history) whatever the outcome.
      const clean = safeReturnUrl(service, policy)
      if (clean) location.replace(clean)
    }
  }

  return {
    markHeaders: options.markHeaders ?? 'all',
    authorize: localStorageScheme(store).authorize,
    fetchUser,
    init() {
      const href = location.href()
      const ticket = new URL(href).searchParams.get('ticket')
      return ticket ? exchange(ticket, href) : fetchUser()
    },
    async logout() {
      await http.post(SSO_PATHS.logout, undefined, quiet).catch(() => undefined)
      await store.clear()
    },
    redirectToLogin: createLoginRedirect({ ...options, schedule }),
  }
}
