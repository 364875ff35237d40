/** Where the H5 build puts the service worker (config/index.ts copies src/service-worker/sw.js). */
export const SERVICE_WORKER_URL = '/web/sw.js'
export const SERVICE_WORKER_SCOPE = '/web/'

/** What the service worker keeps on its own (sw.js `isKeptFile`); others are not worth a message. */
const KEPT_FILE = /^\/web\/(js|css|static)\/|^\/api\/v1\/media\//

/** The parts of `window` this needs, so tests can hand in their own. */
export interface OfflineHost {
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'ready'> }
  location: { origin: string }
  document: { readyState: DocumentReadyState }
  performance: { getEntriesByType(type: 'resource'): ReadonlyArray<{ name: string }> }
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  setTimeout(callback: () => void, ms: number): unknown
}

/** Files of this origin the page has loaded that the worker would keep. */
function loadedFiles(host: OfflineHost): string[] {
  const urls = host.performance.getEntriesByType('resource').map((entry) => entry.name)
  return [...new Set(urls)].filter((raw) => {
    try {
      const url = new URL(raw)
      return url.origin === host.location.origin && KEPT_FILE.test(url.pathname)
    } catch {
      return false
    }
  })
}

async function register(
  host: OfflineHost,
  container: NonNullable<OfflineHost['navigator']['serviceWorker']>,
) {
  await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
  const registration = await container.ready
  registration.active?.postMessage({ type: 'keep', urls: loadedFiles(host), shell: SERVICE_WORKER_SCOPE })
}

/**
 * Lets a reload work without a network (issue 7: once opened, the journey stays readable offline): the
 * service worker keeps the app shell and the built files, and the page's own offline copy supplies the
 * journey. Registered once the page has loaded and the main thread is idle, so it never competes with
 * the first render. Browsers without service workers (and failures) simply go without.
 */
export function keepSiteForOffline(host: OfflineHost): void {
  const container = host.navigator.serviceWorker
  if (!container) return
  const start = () => {
    register(host, container).catch(() => {
      // Offline reloads are a bonus: an insecure origin or a private window refuses the worker.
    })
  }
  const whenIdle = () =>
    host.requestIdleCallback
      ? host.requestIdleCallback(start, { timeout: 5000 })
      : host.setTimeout(start, 1000)
  if (host.document.readyState === 'complete') whenIdle()
  else host.addEventListener('load', whenIdle, { once: true })
}
