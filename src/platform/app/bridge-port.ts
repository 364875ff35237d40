import type { BridgeResponsiveness } from '../bridge/client/bridge-client'
import type { BridgeArgs, BridgeEventMap, BridgeMethodName, BridgeResult } from '../bridge/types'

/**
 * What the app adapters need of the bridge: one typed function per native method and event
 * subscription. src/platform/bridge provides it; tests hand in a fake or the host-app simulator.
 */
export type BridgeMethods = { [M in BridgeMethodName]: (args: BridgeArgs<M>) => Promise<BridgeResult<M>> }

export interface BridgePort {
  methods: BridgeMethods
  on<E extends keyof BridgeEventMap>(event: E, listener: (data: BridgeEventMap[E]) => void): () => void
  /**
   * Whether a bridge object is there and native answers (bridge/client/bridge-client.ts). Share, save,
   * copy and the UI read it to use the web way at once instead of waiting on a silent bridge (issue 12
   * item 5). A port without it (a test's fake) is taken as present and answering.
   */
  client?: { readonly available: boolean; readonly responsiveness: BridgeResponsiveness }
}
