import type { BridgeClient } from '../client/bridge-client'
import type {
  BridgeArgs,
  BridgeEventMap,
  BridgeMethodMap,
  BridgeMethodName,
  BridgeResult,
  ClientRequestArgs,
  ShareContent,
  UserInfo,
} from '../types'
import { getABFlag } from './ab-flag'
import { normalizeClientRequest } from './client-request'
import { mapShareContent, mapUserInfo, type Warn } from './deprecated'
import { BRIDGE_METHOD_NAMES } from './names'
import { validateArgs } from './validate'

export { getABFlag } from './ab-flag'
export { BRIDGE_METHOD_NAMES, isBridgeMethodName } from './names'
// The examples (bridge test page) are imported from './examples' directly, so they stay out of the first load.

/** Methods whose args are an empty object may be called with no argument at all. */
type MethodFn<M extends BridgeMethodName> =
  Record<string, never> extends BridgeArgs<M>
    ? (args?: BridgeArgs<M>) => Promise<MethodResult<M>>
    : (args: BridgeArgs<M>) => Promise<MethodResult<M>>

/** getUserInfo hands the page the camelCase fields only; the old spellings stop at the seam. */
type MethodResult<M extends BridgeMethodName> = M extends 'getUserInfo' ? UserInfo : BridgeResult<M>

export type BridgeEventListener<E extends keyof BridgeEventMap> = (data: BridgeEventMap[E]) => void

export type BridgeMethods = { [M in BridgeMethodName]: MethodFn<M> } & {
  /** Subscribes to a native event; the returned handle removes the subscription. */
  on<E extends keyof BridgeEventMap>(event: E, listener: BridgeEventListener<E>): () => void
  getABFlag: typeof getABFlag
}

export interface MethodsEnv {
  /** The OS from the user agent: some rules depend on it (status-bar colour is Android only). */
  os: string
  /** What relative client-request urls resolve against; the page's location by default. */
  baseUrl?: () => string | undefined
  warn?: Warn
}

const pageLocation = () => (typeof window === 'undefined' ? undefined : window.location.href)
const CLIENT_REQUESTS = new Set<BridgeMethodName>([
  'sendClientRequest',
  'sendClientRequestV2',
  'sendClientRequestV3',
])

/**
 * One typed function per native method (SPEC.md section 7). Each checks its arguments against the rules
 * of section 5 first: a broken rule rejects at once with a BridgeError and nothing reaches native.
 */
export function createBridgeMethods(client: BridgeClient, env: MethodsEnv): BridgeMethods {
  const { baseUrl = pageLocation, warn = (message: string) => console.warn(message) } = env

  // Rewrites the arguments for native: deprecated share fields, content type and absolute url.
  const prepare = (method: BridgeMethodName, args: Record<string, unknown>): Record<string, unknown> => {
    if (method === 'shareContentV2' || method === 'setShareInfo') {
      return { ...mapShareContent(args as unknown as ShareContent, warn) }
    }
    if (CLIENT_REQUESTS.has(method)) {
      return { ...normalizeClientRequest(args as unknown as ClientRequestArgs, baseUrl()) }
    }
    return args
  }

  const call = async (method: BridgeMethodName, rawArgs: unknown): Promise<unknown> => {
    const args = prepare(method, validateArgs(method, rawArgs, env))
    const result = await client.invoke<BridgeMethodMap[typeof method]['result']>(method, args)
    if (method === 'getUserInfo' && result && typeof result === 'object') {
      return mapUserInfo(result as BridgeResult<'getUserInfo'>, warn)
    }
    return result
  }

  const methods: Record<string, unknown> = {
    on: (event: string, listener: (data: unknown) => void) => client.on(event, listener),
    getABFlag,
  }
  for (const name of BRIDGE_METHOD_NAMES) methods[name] = (args?: unknown) => call(name, args)
  return methods as BridgeMethods
}
