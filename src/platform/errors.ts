/**
 * Taro rejects with plain `{ errMsg }` objects and the bridge with BridgeError; both stop here and become
 * PlatformError with a code (STYLE.md rule 6), so nothing above the platform layer sees `{ errMsg }`.
 */
export const PLATFORM_ERROR_CODES = {
  NAVIGATION_FAILED: 'ERR_NAVIGATION',
  NOT_SUPPORTED: 'ERR_NOT_SUPPORT',
  CANCELLED: 'ERR_CANCELLED',
  PERMISSION_DENIED: 'ERR_PERMISSION_DENIED',
  URL_NOT_ALLOWED: 'ERR_URL_NOT_ALLOWED',
  INVALID_ARGUMENT: 'ERR_INVALID_ARGUMENT',
  STORAGE_FAILED: 'ERR_STORAGE',
  UNKNOWN: 'ERR_UNKNOWN',
} as const
export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[keyof typeof PLATFORM_ERROR_CODES]

export class PlatformError extends Error {
  readonly code: PlatformErrorCode
  constructor(code: PlatformErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PlatformError'
    this.code = code
  }
}

const CANCEL_PATTERN = /cancel/i
const DENIED_PATTERN = /auth deny|authorize|permission|denied/i

function messageOf(reason: unknown): string {
  if (reason && typeof reason === 'object' && 'errMsg' in reason)
    return String((reason as { errMsg: unknown }).errMsg)
  if (reason instanceof Error) return reason.message
  return String(reason)
}

/**
 * Normalizes any rejection at the seam. Taro's "cancel" and "auth deny" messages become their own
 * codes, so callers can tell a user's choice from a failure.
 */
export function toPlatformError(code: PlatformErrorCode, reason: unknown): PlatformError {
  if (reason instanceof PlatformError) return reason
  const message = messageOf(reason)
  const bridgeCode =
    reason instanceof Error && 'code' in reason ? String((reason as { code: unknown }).code) : ''
  const resolved =
    bridgeCode === 'ERR_NOT_SUPPORT'
      ? PLATFORM_ERROR_CODES.NOT_SUPPORTED
      : CANCEL_PATTERN.test(message)
        ? PLATFORM_ERROR_CODES.CANCELLED
        : DENIED_PATTERN.test(message)
          ? PLATFORM_ERROR_CODES.PERMISSION_DENIED
          : code
  return new PlatformError(resolved, message, { cause: reason })
}

/** Wraps a platform promise so it can only reject with PlatformError. */
export function atSeam<T>(code: PlatformErrorCode, promise: Promise<T>): Promise<T> {
  return promise.catch((reason: unknown) => {
    throw toPlatformError(code, reason)
  })
}

export const notSupported = (what: string) =>
  new PlatformError(PLATFORM_ERROR_CODES.NOT_SUPPORTED, `${what} is not supported here`)
