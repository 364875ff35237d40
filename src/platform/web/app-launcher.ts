import type { AppLauncherAdapter } from '../types'
import type { UserAgentInfo } from '../env/user-agent'
import { landingUrl, OPEN_APP_FALLBACK_MS, schemeUrl } from '../deep-link'

interface LauncherDeps {
  env: Pick<UserAgentInfo, 'isWeChat' | 'os'>
  doc: Document
  win: Pick<Window, 'location' | 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'>
  fallbackMs?: number
  landingBase?: string
}

/**
 * The custom scheme first; if the page is still visible after the delay, the app did not open, so the
 * landing link goes. WeChat's browser blocks schemes: the page shows its overlay guide instead.
 */
export function createWebAppLauncher({
  env,
  doc,
  win,
  fallbackMs = OPEN_APP_FALLBACK_MS,
  landingBase,
}: LauncherDeps): AppLauncherAdapter {
  return {
    canOpenApp: () => true,
    openApp(target) {
      if (env.isWeChat) return Promise.resolve('guide')
      return new Promise((resolve) => {
        const scheme = schemeUrl(target)
        let timer: number | undefined
        const onHidden = () => {
          if (doc.visibilityState !== 'hidden') return
          finish()
          resolve('opened')
        }
        const finish = () => {
          if (timer !== undefined) win.clearTimeout(timer)
          doc.removeEventListener('visibilitychange', onHidden)
          win.removeEventListener('pagehide', onHidden)
        }
        doc.addEventListener('visibilitychange', onHidden)
        win.addEventListener('pagehide', onHidden)
        timer = win.setTimeout(() => {
          finish()
          if (doc.visibilityState === 'hidden') return resolve('opened')
          win.location.assign(landingUrl(target, landingBase))
          resolve('landing')
        }, fallbackMs)
        // iOS Safari only follows a scheme from a top-level navigation; elsewhere a hidden frame tries it
        // without replacing the page when no app answers.
        if (env.os === 'ios') win.location.assign(scheme)
        else {
          const frame = doc.createElement('iframe')
          frame.style.display = 'none'
          frame.src = scheme
          doc.body.appendChild(frame)
          win.setTimeout(() => frame.remove(), fallbackMs + 500)
        }
      })
    },
  }
}
