// Typed business errors: a route throws one, the error handler turns it into the standard shape.
import { API_CODES } from '../types/api/common'

export class BusinessError extends Error {
  readonly code: number
  readonly status: number
  /** Headers the answer carries (Retry-After of a 429). */
  readonly headers: Record<string, string>

  constructor(code: number, message: string, status = 400, headers: Record<string, string> = {}) {
    super(message)
    this.name = 'BusinessError'
    this.code = code
    this.status = status
    this.headers = headers
  }
}

export const badRequest = (msg: string, code: number = API_CODES.BAD_REQUEST) =>
  new BusinessError(code, msg, 400)
export const unauthorized = (msg = 'login required', code: number = API_CODES.UNAUTHORIZED) =>
  new BusinessError(code, msg, 401)
export const forbidden = (msg = 'forbidden', code: number = API_CODES.FORBIDDEN) =>
  new BusinessError(code, msg, 403)
export const notFound = (msg = 'not found', code: number = API_CODES.RESOURCE_NOT_FOUND) =>
  new BusinessError(code, msg, 404)
export const conflict = (msg: string, code: number = API_CODES.CONFLICT) => new BusinessError(code, msg, 409)
/** 429 with Retry-After (whole seconds, at least 1). */
export const tooMany = (msg: string, retryAfterSeconds: number) =>
  new BusinessError(API_CODES.TOO_MANY_REQUESTS, msg, 429, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

/** "Find or 404": the row, or the not-found error a route answers with when it must exist. */
export function orNotFound<T>(row: T | null | undefined, msg?: string, code?: number): T {
  if (row === undefined || row === null) throw notFound(msg, code)
  return row
}
