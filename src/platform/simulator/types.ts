import type { BridgeAnswer } from '../bridge/client/transport'
import type { BridgeEventMap, UserInfo } from '../bridge/types'

export type SimulatedOs = 'ios' | 'android' | 'harmony'

/** How a method should fail: -1 (native failure), -10000 (new channel unknown) or any other code. */
export interface SimulatedFailure {
  result: number
  message?: string
}

export interface SimulatorOptions {
  os: SimulatedOs
  /** App version as in the user agent, "6.61.0". */
  version: string
  /** Build number as in the user agent; defaults to one derived from the version. */
  build?: number
  /** The signed-in user; null means a guest. Defaults to a demo traveller. */
  user?: UserInfo | null
  /** Per method: answer with this code instead. -10000 applies to the new channel only. */
  failures?: Partial<Record<string, SimulatedFailure>>
  /**
   * Per method: answer success (result 0) with exactly this value, e.g. `{ shareContentV2: null }`, as
   * apps that send no value for a success do (CONTRACTS.md allows it).
   */
  answers?: Partial<Record<string, unknown>>
  /** Methods the new channel does not know (answers -10000), so only the old channel serves them. */
  legacyOnly?: string[]
  /** Methods the old channel lacks too, so a -10000 ends in "not support". */
  legacyMissing?: string[]
  /** Methods that are never answered (for timeout tests). */
  silent?: string[]
  /** How client requests are made: with the page's fetch (default where there is one) or echoed back. */
  clientRequests?: 'fetch' | 'echo'
  /** Delay of every answer; native answers asynchronously, so even 0 answers on a later task. */
  latencyMs?: number
  /** true logs every call to the console; a function receives each line instead. */
  log?: boolean | ((line: string) => void)
}

export interface SimulatorCall {
  channel: 'new' | 'legacy'
  method: string
  args: Record<string, unknown>
  callback: string
  at: number
  /** Filled in when the simulator answers; absent for silent methods. */
  answer?: BridgeAnswer
}

export interface HostAppSimulator {
  readonly options: Readonly<SimulatorOptions> & { build: number }
  /** Every call in arrival order, on either channel. */
  readonly calls: SimulatorCall[]
  readonly events: Array<{ name: string; data: unknown }>
  /** The app's key-value storage (getItem, setItem, removeItem). */
  readonly storage: Map<string, string>
  user: UserInfo | null
  /** Native emitting an event to the page, as the app does on login change, view appear... */
  emit<E extends keyof BridgeEventMap>(name: E, data?: BridgeEventMap[E]): void
  /** Calls of one method, for assertions. */
  callsOf(method: string): SimulatorCall[]
  /** Removes every global the simulator installed. */
  uninstall(): void
}
