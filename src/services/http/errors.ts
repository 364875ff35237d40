/**
 * The three request error kinds of SPEC.md section 8. Everything the client rejects with is one of
 * these, so callers branch on `kind` and `code` and never on axios or platform internals.
 */
export const CLIENT_ERROR_CODES = {
  NETWORK: 'ENetworkError',
  ABORTED: 'ECONNABORTED',
  BRIDGE_V3: 'EUseBridgeV3Error',
  BRIDGE: 'EUseBridgeError',
  UNKNOWN_HTTP: 'EUnknowHttpError',
} as const
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES]

/** Section 8: "Default message "Error", default code "N/A"". */
export const DEFAULT_ERROR_MESSAGE = 'Error'
export const DEFAULT_ERROR_CODE = 'N/A'

/** Section 8: the network messages, as axios words them (the client keeps axios's text). */
export const NETWORK_MESSAGES = {
  aborted: 'Request aborted',
  network: 'Network Error',
  timeout: (ms: number) => `timeout of ${ms} ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
  protocol: 'Unsupported protocol',
  noAdapter: 'no suitable adapter',
} as const

export type RequestErrorKind = 'client' | 'server' | 'business'

export abstract class RequestError extends Error {
  abstract readonly kind: RequestErrorKind
  readonly code: string | number
  constructor(message: string | undefined, code: string | number | undefined, options?: { cause?: unknown }) {
    super(message || DEFAULT_ERROR_MESSAGE, options)
    this.code = code ?? DEFAULT_ERROR_CODE
  }
}

/** Nothing usable came back: network, timeout, abort, the bridge failing, an unknown adapter error. */
export class ClientError extends RequestError {
  readonly kind = 'client' as const
  /** The bridge's status (or result) when its client request failed. */
  readonly status?: number
  constructor(code: ClientErrorCode, message?: string, options?: { cause?: unknown; status?: number }) {
    super(message, code, options)
    this.name = 'ClientError'
    this.status = options?.status
  }
}

/** An HTTP status outside 200-299. */
export class ServerError extends RequestError {
  readonly kind = 'server' as const
  readonly status: number
  readonly data: unknown
  /** Retry-After in seconds, where the server sent one (429 TOO_MANY_REQUESTS, 503). */
  readonly retryAfter?: number
  constructor(
    status: number,
    code: string | number | undefined,
    message?: string,
    options?: { cause?: unknown; data?: unknown; retryAfter?: number },
  ) {
    super(message, code, options)
    this.name = 'ServerError'
    this.status = status
    this.data = options?.data
    this.retryAfter = options?.retryAfter
  }
}

/** HTTP was fine but the body says `success: false`. */
export class BusinessError extends RequestError {
  readonly kind = 'business' as const
  readonly data: unknown
  constructor(code: string | number | undefined, message?: string, options?: { data?: unknown }) {
    super(message, code)
    this.name = 'BusinessError'
    this.data = options?.data
  }
}

export const isRequestError = (value: unknown): value is RequestError => value instanceof RequestError
