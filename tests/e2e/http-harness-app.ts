// The host app's side for the e2e harness: the host-app simulator answers the real bridge client, and
// its sendClientRequest does a real fetch to the server. `?e2eApp=v3|v2|silent` picks the build or a
// native that never answers (the timeout fallback).
import { createBridgeClient } from '../../src/platform/bridge/client/bridge-client'
import { createTelemetryQueue } from '../../src/platform/bridge/client/telemetry-queue'
import { createWindowTransport } from '../../src/platform/bridge/client/transport'
import { createBridgeMethods } from '../../src/platform/bridge/methods'
import { installHostAppSimulator } from '../../src/platform/simulator'
import { createAppHttp } from '../../src/platform/app/request-adapter'
import type { HttpAdapterProvider } from '../../src/platform/request-adapter'

export function appAdapters(mode: string): { adapters: HttpAdapterProvider; simulator: unknown } {
  const build = mode === 'v2' ? 6600000 : 6630001
  const simulator = installHostAppSimulator(window, {
    os: 'ios',
    version: '6.61.0',
    build,
    clientRequests: 'fetch',
    silent: mode === 'silent' ? ['sendClientRequestV3'] : [],
  })
  const client = createBridgeClient({
    transport: createWindowTransport(window),
    telemetry: createTelemetryQueue(),
    inApp: true,
  })
  const methods = createBridgeMethods(client, { os: 'ios' })
  return { adapters: createAppHttp({ methods, on: methods.on }, build), simulator }
}
