import Taro from '@tarojs/taro'
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios'
import { guarded, responseOf, settle, type HttpAdapterProvider } from '../request-adapter'
import { networkError } from './network-error'
import { createTaroStreamAdapter, streamsChunked, type TaroStreamRequest } from './stream-adapter'

/** The part of Taro.request the adapter uses; tests hand in a vendor-like one. */
export type TaroRequest = (options: {
  url: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'PATCH'
  header: Record<string, string>
  data?: unknown
  timeout?: number
  dataType: string
  responseType: 'text' | 'arraybuffer'
}) => PromiseLike<{ statusCode: number; data: unknown; header?: Record<string, unknown> }> & {
  abort?: () => void
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH'])

/**
 * Mini-programs: axios over Taro.request. The timeout and abort are ours (request-adapter.ts `guarded`)
 * because a Taro.request wrapped by interceptors loses its task's `abort` (Taro #16897); Taro's own
 * `timeout` is still passed so the vendor frees the socket too.
 */
export function createTaroRequestAdapter(request: TaroRequest): AxiosAdapter {
  return (config) => {
    const method = (config.method ?? 'get').toUpperCase()
    if (!METHODS.has(method)) {
      return Promise.reject(
        new AxiosError(`Unsupported method ${method}`, AxiosError.ERR_NOT_SUPPORT, config),
      )
    }
    const header = AxiosHeaders.from(config.headers).normalize(true).toJSON(true) as Record<string, string>
    return guarded(config, () => {
      const task = request({
        url: axios.getUri(config),
        method: method as 'GET',
        header,
        data: config.data,
        timeout: config.timeout || undefined,
        // axios's transformResponse parses JSON, as it does for the web.
        dataType: 'text',
        responseType: config.responseType === 'arraybuffer' ? 'arraybuffer' : 'text',
      })
      const promise = Promise.resolve(task).then(
        (res) => settle(config, responseOf(config, res.statusCode, res.data, res.header)),
        (reason: unknown) => {
          throw reason instanceof AxiosError ? reason : networkError(config, reason)
        },
      )
      return { promise, abort: typeof task.abort === 'function' ? () => task.abort?.() : undefined }
    })
  }
}

export const miniHttp: HttpAdapterProvider = {
  adapterFor: () => createTaroRequestAdapter(Taro.request as unknown as TaroRequest),
  streamAdapterFor: () =>
    createTaroStreamAdapter(Taro.request as unknown as TaroStreamRequest, {
      chunked: streamsChunked(process.env.TARO_ENV),
    }),
}
