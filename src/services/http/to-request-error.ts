import { AxiosError, isCancel } from 'axios'
import { readCode, readMessage, type Warn } from './legacy-fields'
import { headerValue } from './response-rules'
import {
  CLIENT_ERROR_CODES,
  ClientError,
  NETWORK_MESSAGES,
  RequestError,
  ServerError,
  type ClientErrorCode,
} from './errors'

const BRIDGE_CODES = new Set<string>([CLIENT_ERROR_CODES.BRIDGE, CLIENT_ERROR_CODES.BRIDGE_V3])

/**
 * Normalizes whatever an adapter or interceptor rejected with into the kinds of SPEC.md section 8
 * (STYLE.md rule 6): one seam, so no caller ever sees an AxiosError or a Taro `{ errMsg }`.
 */
export function toRequestError(reason: unknown, warn?: Warn): RequestError {
  if (reason instanceof RequestError) return reason
  if (isCancel(reason)) {
    return new ClientError(CLIENT_ERROR_CODES.ABORTED, NETWORK_MESSAGES.aborted, { cause: reason })
  }
  if (reason instanceof AxiosError) {
    const response = reason.response
    if (response && !BRIDGE_CODES.has(String(reason.code))) {
      return new ServerError(
        response.status,
        readCode(response.data, warn),
        readMessage(response.data, warn) ?? reason.message,
        { cause: reason, data: response.data, retryAfter: retryAfterOf(response.headers) },
      )
    }
    return new ClientError(clientCode(reason.code), reason.message, {
      cause: reason,
      status: response?.status,
    })
  }
  const message = reason instanceof Error ? reason.message : undefined
  return new ClientError(CLIENT_ERROR_CODES.UNKNOWN_HTTP, message, { cause: reason })
}

function clientCode(code: string | undefined): ClientErrorCode {
  switch (code) {
    case AxiosError.ECONNABORTED:
    case AxiosError.ETIMEDOUT:
      return CLIENT_ERROR_CODES.ABORTED
    case AxiosError.ERR_NETWORK:
      return CLIENT_ERROR_CODES.NETWORK
    case CLIENT_ERROR_CODES.BRIDGE_V3:
      return CLIENT_ERROR_CODES.BRIDGE_V3
    case CLIENT_ERROR_CODES.BRIDGE:
      return CLIENT_ERROR_CODES.BRIDGE
    default:
      return CLIENT_ERROR_CODES.UNKNOWN_HTTP
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function retryAfterOf(
  headers: Parameters<typeof headerValue>[0],
  now = Date.now(),
): number | undefined {
  const value = headerValue(headers, 'retry-after')?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}
