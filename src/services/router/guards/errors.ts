/** Why a check could not be defined or resolved (SPEC.md section 5: names, functions, factory arguments). */
export const GUARD_ERROR_CODES = {
  BAD_NAME: 'ERR_GUARD_NAME',
  NOT_A_FUNCTION: 'ERR_GUARD_NOT_FUNCTION',
  UNKNOWN: 'ERR_GUARD_UNKNOWN',
  ARG_COUNT: 'ERR_GUARD_ARG_COUNT',
  ARG_NOT_PLAIN: 'ERR_GUARD_ARG_NOT_PLAIN',
  NOT_A_PROMISE: 'ERR_GUARD_NOT_PROMISE',
} as const

export type GuardErrorCode = (typeof GUARD_ERROR_CODES)[keyof typeof GUARD_ERROR_CODES]

export class GuardError extends Error {
  constructor(
    readonly code: GuardErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'GuardError'
  }
}
