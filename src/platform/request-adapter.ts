import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'

/**
 * How a platform sends HTTP (issue 5): it hands the request client an axios adapter per request, so the
 * client stays axios with its interceptors everywhere and only the transport changes (STYLE.md rule 3).
 */
export interface HttpAdapterProvider {
  /** `useBridge`: the request asked for the native channel (preferBridge/useBridge, SPEC.md section 4). */
  adapterFor(options: { useBridge: boolean }): AxiosAdapter
  /**
   * Streamed requests (issue 17, docs/assistant-transport.md): an adapter whose response `data` is a
   * ByteSource (stream-body.ts) on success and on an error status, read chunk by chunk where the
   * platform can and answered whole as one chunk where it cannot. No overall timeout is imposed here;
   * the request's AbortSignal ends it.
   */
  streamAdapterFor(): AxiosAdapter
}

/** axios's own adapters in its order of preference; a browser gets xhr, node gets http. */
export const AXIOS_DEFAULT_ADAPTERS = ['xhr', 'http', 'fetch'] as const

/** Resolves or rejects like axios's own adapters do (its `settle` is not public API). */
export function settle(config: InternalAxiosRequestConfig, response: AxiosResponse): AxiosResponse {
  const validate = config.validateStatus
  if (!response.status || !validate || validate(response.status)) return response
  throw new AxiosError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  )
}

export function timeoutError(config: InternalAxiosRequestConfig): AxiosError {
  const message = config.timeoutErrorMessage || `timeout of ${config.timeout ?? 0} ms exceeded`
  return new AxiosError(message, AxiosError.ECONNABORTED, config)
}

export function responseOf(
  config: InternalAxiosRequestConfig,
  status: number,
  data: unknown,
  headers: Record<string, unknown> | undefined,
): AxiosResponse {
  return {
    data,
    status,
    statusText: '',
    headers: AxiosHeaders.from((headers ?? {}) as Record<string, string>),
    config,
    request: null,
  }
}

/**
 * Runs `start` with the request's own timeout and abort signal applied by us, not by the transport:
 * Taro's task loses `abort` and `timeout` once interceptors wrap it (Taro #16897) and the bridge has
 * neither. A late answer after a timeout or abort is ignored.
 */
export function guarded<T>(
  config: InternalAxiosRequestConfig,
  start: () => { promise: Promise<T>; abort?: () => void },
  onTimeout: () => Promise<T> = () => Promise.reject(timeoutError(config)),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const signal = config.signal as AbortSignal | undefined
    const finish = () => {
      done = true
      if (timer) clearTimeout(timer)
      signal?.removeEventListener?.('abort', onAbort)
    }
    const task = (() => {
      try {
        return start()
      } catch (error) {
        return { promise: Promise.reject<T>(error), abort: undefined }
      }
    })()
    function onAbort() {
      if (done) return
      finish()
      task.abort?.()
      reject(new CanceledError(undefined, config))
    }
    if (signal?.aborted) return onAbort()
    signal?.addEventListener?.('abort', onAbort)
    if (config.timeout && config.timeout > 0) {
      timer = setTimeout(() => {
        if (done) return
        finish()
        task.abort?.()
        onTimeout().then(resolve, reject)
      }, config.timeout)
    }
    task.promise.then(
      (value) => {
        if (done) return
        finish()
        resolve(value)
      },
      (error: unknown) => {
        if (done) return
        finish()
        reject(error)
      },
    )
  })
}
