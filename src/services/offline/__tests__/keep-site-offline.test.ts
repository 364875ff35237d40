import { keepSiteForOffline, type OfflineHost } from '../keep-site-offline'

const ORIGIN = 'https://trip.example'

function fakeHost(
  options: { readyState?: DocumentReadyState; worker?: boolean; registerFails?: boolean } = {},
) {
  const posted: unknown[] = []
  const register = jest.fn(() =>
    options.registerFails
      ? Promise.reject(new Error('insecure'))
      : Promise.resolve({} as ServiceWorkerRegistration),
  )
  const ready = Promise.resolve({
    active: { postMessage: (message: unknown) => posted.push(message) },
  } as unknown as ServiceWorkerRegistration)
  const listeners: Array<() => void> = []
  const idle: Array<() => void> = []
  const host: OfflineHost = {
    navigator: options.worker === false ? {} : { serviceWorker: { register, ready } as never },
    location: { origin: ORIGIN },
    document: { readyState: options.readyState ?? 'complete' },
    performance: {
      getEntriesByType: () => [
        { name: `${ORIGIN}/web/js/app.1a2b.js` },
        { name: `${ORIGIN}/web/css/2710.9f.css` },
        { name: `${ORIGIN}/web/js/app.1a2b.js` },
        { name: `${ORIGIN}/api/v1/media/journey/1.svg` },
        { name: `${ORIGIN}/api/v1/web/journey/get_weather?id=1` },
        { name: `${ORIGIN}/tracker/collect` },
        { name: 'https://cdn.example/web/js/app.js' },
      ],
    },
    addEventListener: (_type, listener) => listeners.push(listener),
    requestIdleCallback: (callback) => idle.push(callback),
    setTimeout: jest.fn(),
  }
  const runIdle = async () => {
    idle.splice(0).forEach((callback) => callback())
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { host, register, posted, listeners, runIdle }
}

describe('keepSiteForOffline', () => {
  it('registers the worker for /web/ only once the page is idle, not during the first render', async () => {
    const { host, register, runIdle } = fakeHost()
    keepSiteForOffline(host)
    expect(register).not.toHaveBeenCalled()
    await runIdle()
    expect(register).toHaveBeenCalledWith('/web/sw.js', { scope: '/web/' })
  })

  it('waits for the load event when the page is still loading', async () => {
    const { host, register, listeners, runIdle } = fakeHost({ readyState: 'loading' })
    keepSiteForOffline(host)
    await runIdle()
    expect(register).not.toHaveBeenCalled()
    listeners.forEach((listener) => listener())
    await runIdle()
    expect(register).toHaveBeenCalledTimes(1)
  })

  it("hands the worker this origin's built files and media the page already loaded, once each, and the shell", async () => {
    const { host, posted, runIdle } = fakeHost()
    keepSiteForOffline(host)
    await runIdle()
    expect(posted).toEqual([
      {
        type: 'keep',
        urls: [
          `${ORIGIN}/web/js/app.1a2b.js`,
          `${ORIGIN}/web/css/2710.9f.css`,
          `${ORIGIN}/api/v1/media/journey/1.svg`,
        ],
        shell: '/web/',
      },
    ])
  })

  it('does nothing where the browser has no service workers', async () => {
    const { host, runIdle, posted } = fakeHost({ worker: false })
    expect(() => keepSiteForOffline(host)).not.toThrow()
    await runIdle()
    expect(posted).toEqual([])
  })

  it('goes without when the browser refuses the worker', async () => {
    const { host, runIdle, posted } = fakeHost({ registerFails: true })
    keepSiteForOffline(host)
    await runIdle()
    expect(posted).toEqual([])
  })
})
