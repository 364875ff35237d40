import type { SimulatedOs, SimulatorOptions } from './types'

const OS: readonly SimulatedOs[] = ['ios', 'android', 'harmony']

/** Reads `?simulateApp=ios&version=6.61.0&build=6630001&guest=1&fail=getUserInfo:-1,pay:-10000&latency=200`. */
export function simulatorOptionsFromQuery(search: string): SimulatorOptions | undefined {
  const query = new URLSearchParams(search)
  const os = query.get('simulateApp') as SimulatedOs | null
  if (!os || !OS.includes(os)) return undefined
  const failures: NonNullable<SimulatorOptions['failures']> = {}
  for (const entry of (query.get('fail') ?? '').split(',').filter(Boolean)) {
    const [method, code] = entry.split(':')
    failures[method] = { result: Number(code ?? -1) }
  }
  const build = Number(query.get('build'))
  return {
    os,
    version: query.get('version') || '6.61.0',
    build: build > 0 ? build : undefined,
    user: query.get('guest') === '1' ? null : undefined,
    failures,
    latencyMs: Number(query.get('latency')) || 0,
    log: true,
  }
}

/**
 * Development only: with `?simulateApp=` in the address, installs the host-app simulator so a desktop
 * browser runs the site "as in the app". A page cannot change the user agent the server sees, but it can
 * shadow navigator.userAgent for its own scripts, which is all the site reads; the app user agent is
 * returned too. Returns undefined in production and without the parameter. The require sits inside the
 * condition so webpack leaves the simulator out of production bundles.
 */
export function maybeInstallSimulatorFromQuery(win: Window): string | undefined {
  if (process.env.NODE_ENV !== 'production') {
    const options = simulatorOptionsFromQuery(win.location.search)
    if (!options) return undefined
    const { installHostAppSimulator } = require('./install') as typeof import('./install')
    const { simulatedUserAgent } = require('./user-agent') as typeof import('./user-agent')
    installHostAppSimulator(win, options)
    const userAgent = simulatedUserAgent(options.os, options.version, options.build)
    try {
      Object.defineProperty(win.navigator, 'userAgent', { value: userAgent, configurable: true })
    } catch {
      // A browser that forbids it still gets the string back from this function.
    }
    return userAgent
  }
  return undefined
}
