// The request client and the SSO scheme as a page of the built site would start them, bundled with
// esbuild (http-harness-bundle.ts) and installed by Playwright before the page's own scripts. The built
// site does not start them yet (issue 5 leaves the start-up call to src/app.ts); everything below is
// the product's own code from src/services, only the wiring is here. The alert is the browser's, so
// Playwright can read it.
import type { InternalUser } from '../../types/api/sso'
import type { StorageAdapter, UiAdapter } from '../../src/platform/types'
import { createHttp } from '../../src/services/http/create-http'
import { createDefaultHandlers } from '../../src/services/site-client/default-handlers'
import { pageSessionStore } from '../../src/services/http/session-store'
import { webHttp } from '../../src/platform/web/request-adapter'
import { browserLocation } from '../../src/services/auth/page-location'
import { createSsoScheme, type SsoScheme } from '../../src/services/auth/sso-scheme'
import { createTokenStore } from '../../src/services/auth/token-store'
import { zhCN } from '../../src/i18n/locales/zh-CN'
import { appAdapters } from './http-harness-app'

const storage: StorageAdapter = {
  getItem: async (key) => window.localStorage.getItem(key),
  setItem: async (key, value) => window.localStorage.setItem(key, value),
  removeItem: async (key) => window.localStorage.removeItem(key),
}
const ui = {
  alert: async ({ title, desc }: { title?: string; desc?: string }) => {
    window.alert(`${title ?? ''}\n${desc ?? ''}`)
    return 0
  },
} as unknown as UiAdapter

function start() {
  const location = browserLocation()
  const store = createTokenStore<InternalUser>(storage)
  const policy = { allowedHosts: ['127.0.0.1', 'localhost'], selfOrigin: window.location.origin }
  let sso: SsoScheme | undefined
  const redirectToLogin = () => sso?.redirectToLogin() ?? false
  const options = {
    adapters: webHttp,
    auth: { authorize: (config: Parameters<SsoScheme['authorize']>[0]) => sso?.authorize(config) },
    headers: {
      pageOrigin: () => window.location.origin,
      cookie: () => document.cookie,
      markHeaders: 'all' as const,
    },
    handlers: createDefaultHandlers({
      platform: { name: 'web', ui } as never,
      location,
      redirectToLogin,
      text: () => ({
        timeErrorTitle: zhCN['http.timeError.title'],
        timeErrorDesc: zhCN['http.timeError.desc'],
        ok: zhCN['http.ok'],
      }),
    }),
    session: pageSessionStore(),
  }
  const root = createHttp(options)
  const api = createHttp({ ...options, baseURL: '/api/v1' })
  const signed = createHttp({ ...options, baseURL: '/fe_api' })
  sso = createSsoScheme({ subsystemAlias: 'trip-web', http: root, store, location, policy })
  const ready = sso.init()
  const appMode = new URLSearchParams(window.location.search).get('e2eApp')
  const app = appMode ? appAdapters(appMode) : undefined
  const inApp = app
    ? createHttp({ ...options, baseURL: '/api/v1', timeout: 1000, adapters: app.adapters })
    : undefined
  const harness = { api, signed, sso, store, ready, inApp, simulator: app?.simulator }
  Object.assign(window, { __httpHarness: harness })
  // A page that asks for a path on every load (the anti-spam reload test arms it in sessionStorage).
  const path = window.sessionStorage.getItem('e2e-request-on-load')
  if (path) {
    window.sessionStorage.setItem(
      'e2e-loads',
      String(Number(window.sessionStorage.getItem('e2e-loads') ?? 0) + 1),
    )
    void ready.then(() => api.get(path, { id: 1 }).catch(() => undefined))
  }
}

// Only on the site's own pages, not on the company login page.
if (window.location.pathname.startsWith('/web/')) start()
