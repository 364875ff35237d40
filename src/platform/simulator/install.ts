import { CALLBACK_GLOBAL, EMIT_GLOBAL, READY_EVENT } from '../bridge/client/constants'
import type { BridgeAnswer } from '../bridge/client/transport'
import { BRIDGE_METHOD_NAMES, isBridgeMethodName } from '../bridge/methods/names'
import { BRIDGE_V3_MIN_BUILD } from '../env/constants'
import { HANDLERS, NativeFailure, type SimContext } from './answers'
import { DEMO_USER } from './profiles'
import type { HostAppSimulator, SimulatorCall, SimulatorOptions } from './types'
import { buildFromVersion } from './user-agent'

export const SIMULATOR_GLOBAL = '__tripSimulator'
const NEW_CHANNEL_UNKNOWN = -10000

type Globals = Record<string, unknown> & {
  webkit?: { messageHandlers?: Record<string, unknown> }
}

/**
 * Installs the native side of CONTRACTS.md into a window: the new channel (iOS message handler or the
 * Android/Harmony object), the old channel TripAppLegacy, answers through __tripBridgeCallback and
 * events through __tripBridgeEmit. Everything is recorded and the simulator is left on
 * window.__tripSimulator for tests and the console.
 */
export function installHostAppSimulator(win: Window, options: SimulatorOptions): HostAppSimulator {
  const g = win as unknown as Globals
  const build = options.build ?? buildFromVersion(options.version)
  const legacyOnly = new Set(options.legacyOnly ?? [])
  const legacyMissing = new Set(options.legacyMissing ?? [])
  const silent = new Set(options.silent ?? [])
  const log =
    typeof options.log === 'function'
      ? options.log
      : options.log
        ? (line: string) => console.info(`[host-app simulator] ${line}`)
        : () => undefined
  let sequence = 0

  const sim: HostAppSimulator = {
    options: { ...options, build },
    calls: [],
    events: [],
    storage: new Map(),
    user: options.user === undefined ? DEMO_USER : options.user,
    emit(name, data) {
      sim.events.push({ name, data })
      log(`emit ${name} ${JSON.stringify(data ?? null)}`)
      const emit = g[EMIT_GLOBAL]
      if (typeof emit === 'function') emit(name, data)
    },
    callsOf: (method) => sim.calls.filter((call) => call.method === method),
    uninstall() {
      if (g.webkit?.messageHandlers) delete g.webkit.messageHandlers.tripBridge
      delete g.tripBridge
      delete g.TripAppLegacy
      if (g[SIMULATOR_GLOBAL] === sim) delete g[SIMULATOR_GLOBAL]
    },
  }
  const ctx: SimContext = {
    os: options.os,
    version: options.version,
    build,
    win,
    sim,
    next: () => ++sequence,
  }

  const answer = (call: SimulatorCall, reply: BridgeAnswer) => {
    call.answer = reply
    log(
      `${call.channel} ${call.method} -> ${reply.result} ${JSON.stringify(reply.value ?? reply.message ?? null)}`,
    )
    win.setTimeout(() => {
      const callback = g[CALLBACK_GLOBAL]
      if (typeof callback === 'function') callback(call.callback, reply)
    }, options.latencyMs ?? 0)
  }

  // The new channel does not know methods outside the map, the configured legacy-only ones, and V3 of
  // the client request below its minimum build (SPEC.md section 9).
  const knownOnNewChannel = (method: string) =>
    isBridgeMethodName(method) &&
    !legacyOnly.has(method) &&
    !(method === 'sendClientRequestV3' && build < BRIDGE_V3_MIN_BUILD)

  const receive = (channel: SimulatorCall['channel'], method: string, args: unknown, callback: string) => {
    const call: SimulatorCall = {
      channel,
      method,
      args: (args ?? {}) as Record<string, unknown>,
      callback,
      at: Date.now(),
    }
    sim.calls.push(call)
    log(`${channel} ${method} ${JSON.stringify(call.args)}`)
    if (silent.has(method)) return
    const failure = options.failures?.[method]
    if (channel === 'new' && (!knownOnNewChannel(method) || failure?.result === NEW_CHANNEL_UNKNOWN)) {
      return answer(call, { result: NEW_CHANNEL_UNKNOWN, message: `unknown method ${method}` })
    }
    if (failure && failure.result !== NEW_CHANNEL_UNKNOWN) {
      return answer(call, { result: failure.result, message: failure.message ?? 'simulated failure' })
    }
    if (options.answers && Object.prototype.hasOwnProperty.call(options.answers, method)) {
      return answer(call, { result: 0, value: options.answers[method] })
    }
    const handler = HANDLERS[method as keyof typeof HANDLERS] as (a: unknown, c: SimContext) => unknown
    Promise.resolve()
      .then(() => handler(call.args, ctx))
      .then(
        (value) => answer(call, { result: 0, value }),
        (error: unknown) =>
          answer(call, {
            result: -1,
            message: error instanceof NativeFailure ? error.message : String(error),
          }),
      )
  }

  // Messages cross the webview boundary as data: a JSON round trip drops what native could not receive.
  const decode = (raw: unknown) =>
    JSON.parse(typeof raw === 'string' ? raw : JSON.stringify(raw)) as Record<string, unknown>
  const fromPage = (raw: unknown) => {
    const message = decode(raw)
    receive('new', String(message.method), message.args, String(message.callback))
  }
  if (options.os === 'ios') {
    g.webkit = g.webkit ?? {}
    g.webkit.messageHandlers = g.webkit.messageHandlers ?? {}
    g.webkit.messageHandlers.tripBridge = { postMessage: fromPage }
  } else {
    g.tripBridge = { postMessage: fromPage }
  }
  const legacy: Record<string, (argsJson: string, callback: string) => void> = {}
  for (const method of BRIDGE_METHOD_NAMES) {
    if (legacyMissing.has(method)) continue
    legacy[method] = (argsJson, callback) => receive('legacy', method, JSON.parse(argsJson || '{}'), callback)
  }
  g.TripAppLegacy = legacy
  g[SIMULATOR_GLOBAL] = sim
  log(`installed: ${options.os} ${options.version} (${build})`)
  // Pages that started calling before the bridge existed are waiting for this event.
  win.setTimeout(() => sim.emit(READY_EVENT), 0)
  return sim
}
