import { createBridgeClient, type BridgeClientOptions } from '../client/bridge-client'
import { createTelemetryQueue } from '../client/telemetry-queue'
import { createWindowTransport } from '../client/transport'
import { createBridgeMethods } from '../methods'
import { installHostAppSimulator } from '../../simulator/install'
import type { HostAppSimulator, SimulatorOptions } from '../../simulator/types'

export interface Harness {
  sim: HostAppSimulator | undefined
  client: ReturnType<typeof createBridgeClient>
  methods: ReturnType<typeof createBridgeMethods>
  telemetry: ReturnType<typeof createTelemetryQueue>
  warnings: string[]
  install(options?: Partial<SimulatorOptions>): HostAppSimulator
  dispose(): void
}

/** A client on jsdom's window with the simulator installed into that same window, as in the app. */
export function createHarness(
  simulator: Partial<SimulatorOptions> | false = {},
  client: Partial<BridgeClientOptions> = {},
): Harness {
  const telemetry = createTelemetryQueue()
  const warnings: string[] = []
  const h: Harness = {
    sim: undefined,
    telemetry,
    warnings,
    client: createBridgeClient({
      transport: createWindowTransport(window),
      telemetry,
      inApp: true,
      warn: (message) => warnings.push(message),
      ...client,
    }),
    methods: undefined as unknown as Harness['methods'],
    install(options = {}) {
      h.sim = installHostAppSimulator(window, {
        os: 'ios',
        version: '6.61.0',
        build: 6630001,
        clientRequests: 'echo',
        ...options,
      })
      return h.sim
    },
    dispose() {
      h.client.dispose()
      h.sim?.uninstall()
    },
  }
  const os = (simulator && simulator.os) || 'ios'
  h.methods = createBridgeMethods(h.client, { os, warn: (m) => warnings.push(m) })
  if (simulator) h.install(simulator)
  return h
}
