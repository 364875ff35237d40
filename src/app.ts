import { useLaunch, usePageNotFound } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { resolveLocale } from '@/i18n'
import { getPlatform, platformReady } from '@/platform'
import { keepSiteForOffline } from '@/services/offline'
import { navigate } from '@/services/router'
import { registerSiteChecks } from '@/services/session/site-checks'
import { startTelemetry } from '@/services/tracking/start-telemetry'
import { useLocaleStore } from '@/i18n/locale-store'

// H5 has these rules inline in index.html, so no stylesheet blocks the first paint; mini-programs take them
// from app.css (app.wxss). TARO_ENV is replaced at build time, so H5 bundles do not contain the import.
if (process.env.TARO_ENV !== 'h5') {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  require('./app.css')
}

// Inside the host app the app's platform (and its bridge) is a chunk of its own: the app starts once it
// has loaded, so nothing ever meets a platform not chosen yet. Elsewhere this resolves at once, and in
// mini-program bundles the branch is gone (TARO_ENV is replaced at build time).
if (process.env.TARO_ENV === 'h5') await platformReady()

/** The layout renders only the child page (SPEC.md section 2). */
function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    const query = (options?.query ?? {}) as Record<string, unknown>
    const lang = typeof query.lang === 'string' ? query.lang : undefined
    useLocaleStore.getState().setLocale(resolveLocale(lang, getPlatform().locale.preferredLanguages()))
    registerSiteChecks()
    // Tracker, monitor, parent-frame listener and the back event (issue #6); never throws.
    startTelemetry()
    // A reload without a network still opens the site (H5 production builds; TARO_ENV and NODE_ENV are
    // replaced at build time, so other bundles drop the call).
    if (process.env.TARO_ENV === 'h5' && process.env.NODE_ENV === 'production') keepSiteForOffline(window)
  })

  // Mini-programs report unknown pages here; on H5 the catch-all route renders the page instead.
  usePageNotFound(() => {
    navigate('notFound', undefined, { params: { rest: 'missing' }, replace: true }).catch(() => undefined)
  })

  return children
}

export default App
