import { SCHEMA_ERROR_CODES } from './constants'

export type BridgeErrorCode =
  | 'ERR_NOT_SUPPORT'
  | 'ERR_NATIVE'
  | 'ERR_ARGS_NULL'
  /** An argument is present but breaks a rule of SPEC.md section 5 (wrong type, pattern, value). */
  | 'ERR_ARGS_INVALID'
  | 'ERR_TIMEOUT'
  | `ERR_RESULT_${number}`

/** What a bridge call rejects with (SPEC.md section 8). */
export class BridgeError extends Error {
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
    readonly method: string,
  ) {
    super(message)
    this.name = 'BridgeError'
  }

  static notSupported(method: string) {
    return new BridgeError('ERR_NOT_SUPPORT', `not support ${method}`, method)
  }

  /** Native failure text is "{method}: {message}". */
  static native(method: string, message: string | undefined) {
    return new BridgeError('ERR_NATIVE', `${method}: ${message ?? 'failed'}`, method)
  }

  static argsNull(method: string, message: string) {
    return new BridgeError('ERR_ARGS_NULL', message, method)
  }

  static invalidArgs(method: string, message: string) {
    return new BridgeError('ERR_ARGS_INVALID', `${method}: ${message}`, method)
  }

  static result(method: string, result: number, message?: string) {
    return new BridgeError(`ERR_RESULT_${result}`, `${method}: ${message ?? `result ${result}`}`, method)
  }

  static timeout(method: string, ms: number) {
    return new BridgeError('ERR_TIMEOUT', `${method}: no answer within ${ms} ms`, method)
  }
}

export type SchemaErrorCode = (typeof SCHEMA_ERROR_CODES)[keyof typeof SCHEMA_ERROR_CODES]

/**
 * The schema layer's view of a failure (SPEC.md section 8): 16000 not supported ("not support invoke"),
 * 16001 native failure, 17000 arguments or result off their schema, 18000 anything else. Telemetry
 * records carry these codes.
 */
export class SchemaError extends Error {
  constructor(
    readonly code: SchemaErrorCode,
    message: string,
    readonly method: string,
    readonly issues: readonly string[] = [],
  ) {
    super(message)
    this.name = 'SchemaError'
  }

  static from(error: unknown, method: string): SchemaError {
    if (error instanceof SchemaError) return error
    if (error instanceof BridgeError) {
      if (error.code === 'ERR_NOT_SUPPORT')
        return new SchemaError(SCHEMA_ERROR_CODES.NOT_SUPPORT, 'not support invoke', method)
      if (error.code === 'ERR_NATIVE')
        return new SchemaError(SCHEMA_ERROR_CODES.NATIVE, error.message, method)
      if (error.code === 'ERR_ARGS_NULL' || error.code === 'ERR_ARGS_INVALID')
        return new SchemaError(SCHEMA_ERROR_CODES.VALIDATE, error.message, method)
    }
    const message = error instanceof Error ? error.message : String(error)
    return new SchemaError(SCHEMA_ERROR_CODES.UNKNOWN, message, method)
  }
}
