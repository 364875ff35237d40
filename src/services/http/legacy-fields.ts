/**
 * SPEC.md section 8: bodies may still carry the old code fields (result, error, error_code) and message
 * fields (error_message, message, error_msg). They are read, with the deprecation warning of section 8,
 * so old endpoints keep working while the warning points at the new names.
 */
const LEGACY_CODE_FIELDS = ['result', 'error', 'error_code'] as const
const LEGACY_MESSAGE_FIELDS = ['error_message', 'message', 'error_msg'] as const

export type Warn = (message: string) => void
const defaultWarn: Warn = (message) => console.warn(message)

type Body = Record<string, unknown>
const isBody = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const usable = (value: unknown) => typeof value === 'string' || typeof value === 'number'

export function readCode(body: unknown, warn: Warn = defaultWarn): string | number | undefined {
  if (!isBody(body)) return undefined
  if (usable(body.code)) return body.code as string | number
  for (const field of LEGACY_CODE_FIELDS) {
    if (usable(body[field])) {
      warn(`${field} was deprecated, please use code`)
      return body[field] as string | number
    }
  }
  return undefined
}

export function readMessage(body: unknown, warn: Warn = defaultWarn): string | undefined {
  if (!isBody(body)) return undefined
  if (typeof body.msg === 'string') return body.msg
  for (const field of LEGACY_MESSAGE_FIELDS) {
    if (typeof body[field] === 'string') {
      warn(`${field} was deprecated, please use msg`)
      return body[field] as string
    }
  }
  return undefined
}

/** `success: false` marks a business failure; a body without the flag is not judged here. */
export const isBusinessFailure = (body: unknown): boolean => isBody(body) && body.success === false
