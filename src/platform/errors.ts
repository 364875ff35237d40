/**
 * Taro rejects with plain `{ errMsg }` objects; they stop here and become typed errors with a code
 * (STYLE.md rule 6), so nothing above the platform layer ever sees `{ errMsg }`.
 */
export const PLATFORM_ERROR_CODES = {
  NAVIGATION_FAILED: 'ERR_NAVIGATION',
  NOT_SUPPORTED: 'ERR_NOT_SUPPORT',
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

export function toPlatformError(code: PlatformErrorCode, reason: unknown): PlatformError {
  if (reason instanceof PlatformError) return reason
  const message =
    reason && typeof reason === 'object' && 'errMsg' in reason
      ? String((reason as { errMsg: unknown }).errMsg)
      : reason instanceof Error
        ? reason.message
        : String(reason)
  return new PlatformError(code, message, { cause: reason })
}
