import { createBridgeClient } from '../bridge/client/bridge-client'
import { createTelemetryQueue } from '../bridge/client/telemetry-queue'
import { createWindowTransport } from '../bridge/client/transport'
import type { BridgeMethodName } from '../bridge/types'
import type { BridgeMethods, BridgePort } from './bridge-port'

export const appBridgeTelemetry = createTelemetryQueue()

/** The bridge of this webview as the app adapters see it: one client, created on first use. */
export function appBridgePort(win: Window = window): BridgePort {
  const client = createBridgeClient({
    transport: createWindowTransport(win),
    telemetry: appBridgeTelemetry,
    inApp: true,
    warn: (message) => console.warn(message),
  })
  const methods = new Proxy({} as BridgeMethods, {
    get: (_, method: string) => (args: Record<string, unknown>) =>
      client.invoke(method as BridgeMethodName, args),
  })
  return { methods, on: (event, listener) => client.on(event, listener as (data: unknown) => void) }
}
