import type { BridgeArgs, BridgeEventMap, BridgeMethodName, BridgeResult } from '../bridge/types'

/**
 * What the app adapters need of the bridge: one typed function per native method and event
 * subscription. src/platform/bridge provides it; tests hand in a fake or the host-app simulator.
 */
export type BridgeMethods = { [M in BridgeMethodName]: (args: BridgeArgs<M>) => Promise<BridgeResult<M>> }

export interface BridgePort {
  methods: BridgeMethods
  on<E extends keyof BridgeEventMap>(event: E, listener: (data: BridgeEventMap[E]) => void): () => void
}
