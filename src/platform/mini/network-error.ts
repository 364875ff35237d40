import { AxiosError, type InternalAxiosRequestConfig } from 'axios'

/** `{ errMsg }` from the vendor becomes an AxiosError at the seam (STYLE.md rule 6). */
export function networkError(config: InternalAxiosRequestConfig, reason: unknown): AxiosError {
  const detail =
    reason && typeof reason === 'object' && 'errMsg' in reason
      ? String((reason as { errMsg: unknown }).errMsg)
      : ''
  const error = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)
  if (detail) error.cause = new Error(detail)
  return error
}
