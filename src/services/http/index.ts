export { createHttp, type HttpClient } from './create-http'
export {
  RequestError,
  ClientError,
  ServerError,
  BusinessError,
  CLIENT_ERROR_CODES,
  NETWORK_MESSAGES,
  isRequestError,
  type RequestErrorKind,
} from './errors'
export { readInChunks } from './stream'
export { randomTraceId, sequencedTraceId } from './trace-id'
export type { AuthScheme, AdapterSource, HttpOptions } from './types'
export type { ResponseHandlers } from './response-actions'
export type { HeaderMarking, SignHook } from './request-headers'
export * from './constants'
