import {
  create,
  getAdapter,
  isAxiosError,
  isCancel,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
} from 'axios'
import { utf8Bytes } from '@/platform/stream-body'
import { validateHttpConfig } from './config'
import { DEFAULT_TIMEOUT_MS, SUCCESS_STATUS_MAX, SUCCESS_STATUS_MIN, UPLOAD_TIMEOUT_MS } from './constants'
import {
  BusinessError,
  CLIENT_ERROR_CODES,
  ClientError,
  NETWORK_MESSAGES,
  RequestError,
  ServerError,
} from './errors'
import { isBusinessFailure, readCode, readMessage } from './legacy-fields'
import { decorateHeaders } from './request-headers'
import { runAction } from './response-actions'
import { classifyResponse, headerValue } from './response-rules'
import { toRequestError } from './to-request-error'
import { isByteSource, readBody, readInChunks, type ByteSource } from './stream'
import { fillPlaceholders, withoutUsed } from './url-template'
import type { HttpOptions } from './types'

type Body = Record<string, unknown>
type Verbs = {
  get<T>(url: string, params?: Body, config?: AxiosRequestConfig): Promise<T>
  delete<T>(url: string, params?: Body, config?: AxiosRequestConfig): Promise<T>
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>
}

export interface HttpClient extends Verbs {
  readonly axios: AxiosInstance
  /** Section 7: the same verbs without the auth scheme's credentials. */
  readonly noAuth: Verbs
  /** Any request; resolves with the envelope's `data` (or the whole body when it is no envelope). */
  request<T>(config: AxiosRequestConfig): Promise<T>
  /** A named endpoint of `apis`, its `{placeholders}` filled from the payload (section 5). */
  api<T>(name: string, payload?: Body, config?: AxiosRequestConfig): Promise<T>
  /** Section 9: uploads get 60 s. */
  upload<T>(url: string, form: FormData, config?: AxiosRequestConfig): Promise<T>
  /**
   * Section 9: a streamed response in chunks of at most 65536 bytes, each handed on as it arrives;
   * resolves with the byte count when the server closes. Through the platform's stream adapter and
   * this client's interceptors (auth, X-Sign, trace ids, 401 handling); no overall timeout unless the
   * config gives one, `signal` ends it. An error status rejects with the same typed RequestError as any
   * request (its JSON envelope read from the stream); a failure mid-body rejects with a ClientError.
   */
  stream(config: AxiosRequestConfig, onChunk: (chunk: Uint8Array) => void): Promise<number>
}

const unwrap = <T>(response: AxiosResponse): T => {
  const body = response.data as unknown
  if (body && typeof body === 'object' && 'success' in body && 'data' in body)
    return (body as { data: T }).data
  return body as T
}

/** The one request client (issue 5): axios with the interceptors of SPEC.md sections 4, 7 and 8. */
export function createHttp(options: HttpOptions): HttpClient {
  validateHttpConfig(options)
  const warn = options.warn
  const instance = create({
    ...options.requestConfig,
    baseURL: options.baseURL,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    withCredentials: options.withCredentials ?? false,
    // XSRF is ours (request-headers.ts), for every adapter and only for same-origin targets.
    withXSRFToken: false,
    // Repeated keys without brackets: what the server reads and what X-Sign signs.
    paramsSerializer: { indexes: null },
    validateStatus: (s) => s >= SUCCESS_STATUS_MIN && s <= SUCCESS_STATUS_MAX,
  })

  instance.interceptors.request.use(async (config) => {
    // Auth first: a scheme may add `sid` to the query, which X-Sign must cover.
    if (options.auth && !config.noAuth) await options.auth.authorize(config)
    decorateHeaders(config, options.headers)
    // One place chooses the transport (STYLE.md rule 3): the platform's, for a stream too.
    config.adapter =
      config.responseType === 'stream'
        ? (options.adapters.streamAdapterFor?.() ?? getAdapter(['fetch', 'http']))
        : options.adapters.adapterFor({ useBridge: Boolean(config.useBridge || config.preferBridge) })
    return config
  })

  // A stream asked for but an envelope answered (an error status, or JSON where events were expected):
  // read it whole first, so the rules below see the body as they would for any request.
  const envelopeOf = async (response: AxiosResponse | undefined, always: boolean) => {
    if (!response || !isByteSource(response.data)) return
    const type = headerValue(response.headers, 'content-type') ?? ''
    if (always || /json/i.test(type)) response.data = await readBody(response.data)
  }

  instance.interceptors.response.use(
    async (response) => {
      await envelopeOf(response, false)
      const body = response.data as unknown
      const action = classifyResponse(response.status, response.headers, body)
      if (!response.config.skipResponseRules) runAction(action, options.handlers, options.session)
      if (action.type === 'unauthorized') {
        throw new ServerError(401, readCode(body, warn), readMessage(body, warn), { data: body })
      }
      if (isBusinessFailure(body)) {
        throw new BusinessError(readCode(body, warn), readMessage(body, warn), { data: body })
      }
      return response
    },
    async (error: unknown) => {
      const response = isAxiosError(error) ? error.response : undefined
      await envelopeOf(response, true).catch(() => undefined)
      if (response && !response.config?.skipResponseRules) {
        runAction(
          classifyResponse(response.status, response.headers, response.data),
          options.handlers,
          options.session,
        )
      }
      throw toRequestError(error, warn)
    },
  )

  const send = async (config: AxiosRequestConfig): Promise<AxiosResponse> => {
    try {
      return await instance.request(config)
    } catch (error) {
      const refused = error instanceof ServerError && error.status === 401
      if (!refused || !options.reauthorize || config.noAuth || config.reauthorized) throw error
      if (!(await options.reauthorize().catch(() => false))) throw error
      // Once: the request goes again with the new session; a second 401 is the answer.
      return instance.request({ ...config, reauthorized: true })
    }
  }
  const request = async <T>(config: AxiosRequestConfig): Promise<T> => unwrap<T>(await send(config))

  const stream = async (config: AxiosRequestConfig, onChunk: (chunk: Uint8Array) => void) => {
    // An answer may take a minute: no overall timeout unless asked for; the caller's signal ends it.
    const response = await send({ timeout: 0, ...config, responseType: 'stream' })
    const body = response.data as unknown
    const source: ByteSource = isByteSource(body) ? body : singleChunk(body)
    let listenerFailed: { error: unknown } | undefined
    const handOn = (chunk: Uint8Array) => {
      try {
        onChunk(chunk)
      } catch (error) {
        listenerFailed = { error }
        throw error
      }
    }
    try {
      return await readInChunks(source, handOn, undefined, true)
    } catch (error) {
      // The listener's own error is its own, not the network's.
      if (listenerFailed) throw listenerFailed.error
      throw midBodyError(error, config.signal as AbortSignal | undefined)
    }
  }
  const verbs = (extra: AxiosRequestConfig): Verbs => ({
    get: (url, params, config) => request({ ...extra, ...config, method: 'GET', url, params }),
    delete: (url, params, config) => request({ ...extra, ...config, method: 'DELETE', url, params }),
    post: (url, data, config) => request({ ...extra, ...config, method: 'POST', url, data }),
    put: (url, data, config) => request({ ...extra, ...config, method: 'PUT', url, data }),
  })

  return {
    axios: instance,
    ...verbs({}),
    noAuth: verbs({ noAuth: true }),
    request,
    api<T>(name: string, payload: Body = {}, config: AxiosRequestConfig = {}) {
      const entry = options.apis?.[name]
      if (name.length === 0 || entry === undefined) {
        return Promise.reject(new TypeError(`unknown API "${name}"`))
      }
      const { url, used } = fillPlaceholders(entry, payload, options.logError)
      const rest = withoutUsed(payload, used)
      const method = (config.method ?? 'GET').toUpperCase()
      const carry = method === 'GET' || method === 'DELETE' ? { params: rest } : { data: rest }
      return request<T>({ ...config, method, url, ...carry })
    },
    stream,
    upload: (url, form, config) =>
      request({ timeout: UPLOAD_TIMEOUT_MS, ...config, method: 'POST', url, data: form }),
  }
}

/** A body that came whole (a JSON answer read by envelopeOf) goes on as one chunk of its text. */
async function* singleChunk(body: unknown): AsyncGenerator<Uint8Array> {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  if (text) yield utf8Bytes(text)
}

/** A stream that fails after it started: abort stays an abort, anything else is the network's. */
function midBodyError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (error instanceof RequestError) return error
  if (signal?.aborted || isCancel(error) || (error as { name?: string } | null)?.name === 'AbortError') {
    return new ClientError(CLIENT_ERROR_CODES.ABORTED, NETWORK_MESSAGES.aborted, { cause: error })
  }
  return new ClientError(CLIENT_ERROR_CODES.NETWORK, NETWORK_MESSAGES.network, { cause: error })
}
