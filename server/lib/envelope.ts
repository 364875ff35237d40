// Builders of the standard response shape (SPEC.md section 3).
import type { ApiResponse } from '../../types/api/common'

export function ok<T>(data: T, msg = 'ok'): ApiResponse<T> {
  return { code: 0, msg, success: true, data }
}

export function fail(code: number, msg: string): ApiResponse<null> {
  return { code, msg, success: false, data: null }
}
