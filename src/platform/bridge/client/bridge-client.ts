import { BRIDGE_READY_TIMEOUT_MS, BRIDGE_RESULT, BRIDGE_TIMING_SAMPLE_RATE, READY_EVENT } from './constants'
import { BridgeError, SchemaError } from './errors'
import { bridgeTimeoutFor } from './timeouts'
import type { TelemetryQueue } from './telemetry-queue'
import type { BridgeAnswer, BridgeTransport } from './transport'

/** Checks a call's arguments or result against its schema; returns the problems found (empty when fine). */
export type ShapeChecker = (method: string, part: 'args' | 'result', value: unknown) => string[]

export interface BridgeClientOptions {
  transport: BridgeTransport
  telemetry: TelemetryQueue
  /** Whether the page runs inside the host app at all; outside it every call is "not supported". */
  inApp: boolean
  /** Development only: schema checks that warn and never block (SPEC.md section 5). */
  checkShape?: ShapeChecker
  warn?: (message: string) => void
  /** One wait for every method (tests); otherwise each method's own (timeouts.ts). */
  timeoutMs?: number
  timeoutFor?: (method: string) => number
  readyTimeoutMs?: number
  random?: () => number
  now?: () => number
}

type Listener = (data: unknown) => void

/**
 * Whether native answers at all: `answering` once any answer came after the last timeout, `silent` when
 * the latest news is a call left unanswered, `unknown` before either. Share and save read it to use the
 * web way at once instead of waiting on a bridge that takes calls and never answers (issue 12 item 5).
 */
export type BridgeResponsiveness = 'unknown' | 'answering' | 'silent'

export interface BridgeClient {
  invoke<T = unknown>(method: string, args?: Record<string, unknown>): Promise<T>
  /** Subscribes to a native event by name; the returned handle removes the subscription. */
  on(event: string, listener: Listener): () => void
  readonly available: boolean
  readonly responsiveness: BridgeResponsiveness
  dispose(): void
}

interface Pending {
  method: string
  args: Record<string, unknown>
  channel: 'new' | 'legacy'
  startedAt: number
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

function isAnswer(value: unknown): value is BridgeAnswer {
  return Boolean(value) && typeof value === 'object' && typeof (value as BridgeAnswer).result === 'number'
}

export function createBridgeClient(options: BridgeClientOptions): BridgeClient {
  const {
    transport,
    telemetry,
    inApp,
    checkShape,
    warn = () => undefined,
    timeoutMs,
    timeoutFor = (method: string) => timeoutMs ?? bridgeTimeoutFor(method),
    readyTimeoutMs = BRIDGE_READY_TIMEOUT_MS,
    random = Math.random,
    now = () => Date.now(),
  } = options
  const pending = new Map<string, Pending>()
  const listeners = new Map<string, Set<Listener>>()
  const waiting: Array<() => void> = []
  let sequence = 0
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let responsiveness: BridgeResponsiveness = 'unknown'

  const fail = (p: Pick<Pending, 'method' | 'reject'>, error: BridgeError) => {
    telemetry.push({
      kind: 'error',
      method: p.method,
      code: error.code,
      schemaCode: SchemaError.from(error, p.method).code,
      message: error.message,
    })
    p.reject(error)
  }

  const settle = (callback: string, raw: unknown) => {
    // Any answer, even a late one to a call already given up, shows native is there.
    responsiveness = 'answering'
    const p = pending.get(callback)
    if (!p) return
    pending.delete(callback)
    clearTimeout(p.timer)
    if (!isAnswer(raw)) {
      warn(`bridge ${p.method}: malformed answer ${safeJson(raw)}`)
      return fail(p, BridgeError.result(p.method, Number.NaN, 'malformed answer'))
    }
    if (raw.result === BRIDGE_RESULT.NEW_CHANNEL_UNSUPPORTED && p.channel === 'new') return fallBack(p)
    if (raw.result !== BRIDGE_RESULT.SUCCESS && raw.result !== BRIDGE_RESULT.FAILURE) {
      warn(`bridge ${p.method}: result code must be 0 or -1, got ${raw.result}`)
    }
    if (raw.result === BRIDGE_RESULT.FAILURE) return fail(p, BridgeError.native(p.method, raw.message))
    if (raw.result !== BRIDGE_RESULT.SUCCESS)
      return fail(p, BridgeError.result(p.method, raw.result, raw.message))
    if (random() < BRIDGE_TIMING_SAMPLE_RATE) {
      telemetry.push({ kind: 'timing', method: p.method, ms: now() - p.startedAt, channel: p.channel })
    }
    report(p.method, 'result', raw.value)
    p.resolve(raw.value)
  }

  // -10000: the new channel does not know the method; the old one of the same name gets the call.
  const fallBack = (p: Pending) => {
    telemetry.push({ kind: 'new-channel-unsupported', method: p.method })
    send(p, 'legacy')
  }

  const send = (p: Omit<Pending, 'timer' | 'channel'>, channel: 'new' | 'legacy') => {
    const callback = `__trip_cb_${++sequence}`
    const wait = timeoutFor(p.method)
    const timer = setTimeout(() => {
      if (!pending.delete(callback)) return
      responsiveness = 'silent'
      fail(entry, BridgeError.timeout(p.method, wait))
    }, wait)
    const entry: Pending = { ...p, channel, timer }
    pending.set(callback, entry)
    try {
      if (channel === 'new') transport.post({ method: p.method, callback, args: p.args })
      else if (!transport.postLegacy(p.method, p.args, callback)) {
        pending.delete(callback)
        clearTimeout(timer)
        fail(entry, BridgeError.notSupported(p.method))
      }
    } catch (error) {
      pending.delete(callback)
      clearTimeout(timer)
      fail(entry, BridgeError.native(p.method, error instanceof Error ? error.message : String(error)))
    }
  }

  const report = (method: string, part: 'args' | 'result', value: unknown) => {
    if (!checkShape) return
    for (const issue of checkShape(method, part, value)) warn(`bridge ${method} ${part}: ${issue}`)
  }

  // Once the wait for the bridge ran out with no bridge, later calls fail at once instead of each
  // waiting again (issue 12 item 5: no bridge object means the web way, without delay).
  let gaveUpWaiting = false
  const flushWaiting = () => {
    if (readyTimer) clearTimeout(readyTimer)
    readyTimer = undefined
    gaveUpWaiting = !transport.isAvailable()
    waiting.splice(0, waiting.length).forEach((go) => go())
  }

  const emit = (name: string, data: unknown) => {
    if (name === READY_EVENT) flushWaiting()
    listeners.get(name)?.forEach((listener) => {
      try {
        listener(data)
      } catch (error) {
        warn(
          `bridge event ${name}: listener failed: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    })
  }

  const stopListening = inApp ? transport.listen(settle, emit) : () => undefined

  return {
    get available() {
      return inApp && transport.isAvailable()
    },
    get responsiveness() {
      return responsiveness
    },
    invoke<T>(method: string, args: Record<string, unknown> = {}) {
      return new Promise<T>((resolve, reject) => {
        const call = { method, args, startedAt: now(), resolve: resolve as (v: unknown) => void, reject }
        if (!inApp) {
          const error = BridgeError.notSupported(method)
          telemetry.push({
            kind: 'error',
            method,
            code: error.code,
            schemaCode: 16000,
            message: error.message,
          })
          return reject(error)
        }
        report(method, 'args', args)
        if (transport.isAvailable()) return send(call, 'new')
        if (gaveUpWaiting) return fail(call, BridgeError.notSupported(method))
        // Beyond the spec: calls before the bridge is injected wait for it instead of being lost.
        // A bridge that never came is recorded like any other unsupported call.
        waiting.push(() =>
          transport.isAvailable() ? send(call, 'new') : fail(call, BridgeError.notSupported(method)),
        )
        readyTimer ??= setTimeout(flushWaiting, readyTimeoutMs)
      })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return () => {
        set.delete(listener)
      }
    },
    dispose() {
      stopListening()
      if (readyTimer) clearTimeout(readyTimer)
      pending.forEach((p) => clearTimeout(p.timer))
      pending.clear()
    },
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
