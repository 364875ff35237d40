import axios, {
  AxiosError,
  AxiosHeaders,
  getAdapter,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios'
import type { ClientRequestResult } from '../bridge/types'
import { BRIDGE_V3_MIN_BUILD } from '../env/constants'
import {
  AXIOS_DEFAULT_ADAPTERS,
  guarded,
  responseOf,
  settle,
  type HttpAdapterProvider,
} from '../request-adapter'
import { browserStreamAdapter } from '../web/request-adapter'
import type { BridgePort } from './bridge-port'

type BridgeMethod = 'sendClientRequestV2' | 'sendClientRequestV3'
const JSON_TYPE = /application\/json/i
const FORM_TYPE = /application\/x-www-form-urlencoded/i

/** SPEC.md section 4: V3 from build 6630000, V2 before (and when the build is unknown). */
export const bridgeMethodFor = (build: number | undefined): BridgeMethod =>
  build !== undefined && build >= BRIDGE_V3_MIN_BUILD ? 'sendClientRequestV3' : 'sendClientRequestV2'

/** Section 4: GET always; POST, PUT and DELETE only with a form-encoded or JSON body. */
export function canUseBridge(config: InternalAxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toUpperCase()
  if (method === 'GET') return true
  if (!['POST', 'PUT', 'DELETE'].includes(method)) return false
  if (config.data === undefined || config.data === null || config.data === '') return true
  const type = String(AxiosHeaders.from(config.headers).getContentType() ?? '')
  return typeof config.data === 'string' && (JSON_TYPE.test(type) || FORM_TYPE.test(type))
}

/**
 * Native encodes the body itself from an object (SPEC.md section 7: content type forced to JSON unless
 * form or JSON), so a JSON body axios already serialized goes back to its object; a form body stays text.
 */
export function bridgeData(config: InternalAxiosRequestConfig): unknown {
  const type = String(AxiosHeaders.from(config.headers).getContentType() ?? '')
  if (typeof config.data === 'string' && JSON_TYPE.test(type)) {
    try {
      return JSON.parse(config.data) as unknown
    } catch {
      return config.data
    }
  }
  return config.data
}

function bridgeError(
  config: InternalAxiosRequestConfig,
  method: BridgeMethod,
  message: string,
  status?: number,
) {
  // Section 8: the client error codes say which channel failed; the status (or result) travels along.
  const code = method === 'sendClientRequestV3' ? 'EUseBridgeV3Error' : 'EUseBridgeError'
  const response = status ? responseOf(config, status, undefined, undefined) : undefined
  return new AxiosError(message, code, config, null, response)
}

/**
 * The host app's native HTTP channel as an axios adapter. Requests it cannot carry go to the normal
 * adapter; a timeout falls back to the normal adapter too unless `bridgeFallback: false`.
 */
export function createBridgeRequestAdapter(
  bridge: BridgePort,
  build: number | undefined,
  fallback: AxiosAdapter = getAdapter([...AXIOS_DEFAULT_ADAPTERS]),
): AxiosAdapter {
  const method = bridgeMethodFor(build)
  return (config) => {
    if (!canUseBridge(config)) return fallback(config)
    const headers = AxiosHeaders.from(config.headers).normalize(true).toJSON(true) as Record<string, string>
    const call = () => ({
      promise: bridge.methods[method]({
        url: axios.getUri(config),
        type: (config.method ?? 'get').toUpperCase() as 'GET',
        headers,
        data: bridgeData(config),
      }).then(
        (res: ClientRequestResult) => {
          const status = Number(res.status) || 0
          const success = (res as { success?: unknown }).success
          if (res.result === -1 || success === false) {
            throw bridgeError(config, method, `${method} failed`, status || res.result)
          }
          return settle(config, responseOf(config, status || 200, res.response, res.headers))
        },
        (reason: unknown) => {
          if (reason instanceof AxiosError) throw reason
          const message = reason instanceof Error ? reason.message : String(reason)
          throw bridgeError(config, method, message)
        },
      ),
    })
    const onTimeout = () =>
      config.bridgeFallback === false ? Promise.reject(timeoutOf(config)) : fallback(config)
    return guarded(config, call, onTimeout)
  }
}

const timeoutOf = (config: InternalAxiosRequestConfig) =>
  new AxiosError(`timeout of ${config.timeout ?? 0} ms exceeded`, AxiosError.ECONNABORTED, config)

/**
 * The app platform's provider: the bridge when asked for, axios's own adapter otherwise. Streams go
 * through the web view's fetch: the bridge's client request answers whole and could not stream.
 */
export function createAppHttp(bridge: BridgePort, build: number | undefined): HttpAdapterProvider {
  const normal = getAdapter([...AXIOS_DEFAULT_ADAPTERS])
  const viaBridge = createBridgeRequestAdapter(bridge, build, normal)
  return {
    adapterFor: ({ useBridge }) => (useBridge ? viaBridge : normal),
    streamAdapterFor: () => browserStreamAdapter(),
  }
}
