import { parseUserAgent, type UserAgentInfo } from '../env/user-agent'
import { createBridgeClient, type BridgeClient, type ShapeChecker } from './client/bridge-client'
import { bridgeTelemetry } from './telemetry'
import { createWindowTransport, type BridgeTransport } from './client/transport'
import { createBridgeMethods, type BridgeMethods } from './methods'

export { BridgeError, SchemaError } from './client/errors'
export type { BridgeClient } from './client/bridge-client'
export type { BridgeRecord } from './client/telemetry-queue'
export { createBridgeMethods, getABFlag, BRIDGE_METHOD_NAMES, isBridgeMethodName } from './methods'
export type { BridgeMethods } from './methods'
export type {
  BridgeArgs,
  BridgeEventMap,
  BridgeMethodMap,
  BridgeMethodName,
  BridgeResult,
  UserInfo,
} from './types'

export { bridgeTelemetry } from './telemetry'

export interface Bridge {
  client: BridgeClient
  methods: BridgeMethods
  on: BridgeMethods['on']
  /** Inside the app and the native bridge is present now. */
  readonly available: boolean
  env: UserAgentInfo
}

// Mini-program builds and node have no window: every call is "not supported" there.
const NO_TRANSPORT: BridgeTransport = {
  isAvailable: () => false,
  post: () => undefined,
  postLegacy: () => false,
  listen: () => () => undefined,
}

let bridge: Bridge | undefined

function developmentChecker(): ShapeChecker | undefined {
  // The require sits inside the condition so webpack drops the schemas (and TypeBox) in production.
  if (process.env.NODE_ENV !== 'production') {
    try {
      return (require('./schemas') as typeof import('./schemas')).checkShape
    } catch (error) {
      // A development aid must never stop the page (jsdom, for one, lacks the TextEncoder TypeBox needs).
      console.warn(`bridge: shape checks are off: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return undefined
}

/** The one bridge of the page, created on first use (never at import: mini builds import this too). */
export function getBridge(): Bridge {
  if (bridge) return bridge
  const hasWindow = typeof window !== 'undefined'
  const env = parseUserAgent(hasWindow && typeof navigator !== 'undefined' ? navigator.userAgent : '')
  const client = createBridgeClient({
    transport: hasWindow ? createWindowTransport(window) : NO_TRANSPORT,
    telemetry: bridgeTelemetry,
    inApp: env.inApp,
    checkShape: developmentChecker(),
    warn: (message) => console.warn(message),
  })
  const methods = createBridgeMethods(client, { os: env.os })
  bridge = {
    client,
    methods,
    on: methods.on,
    get available() {
      return client.available
    },
    env,
  }
  return bridge
}

/** Tests install a fresh window or user agent, then start from a new bridge. */
export function resetBridgeForTests(): void {
  bridge?.client.dispose()
  bridge = undefined
  bridgeTelemetry.drain()
}
