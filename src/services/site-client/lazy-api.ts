import type { ApiName } from '@types-shared/api/paths'
import type { ApiResponse } from '@types-shared/api/endpoints'
import type { ApiArgs } from '@/services/http/call-api'

/**
 * `api` with the request client (axios, the sign-in schemes, about 30 KB gzip) loaded on the first call:
 * a page whose first render needs no request (the journey, whose document carries its data) imports
 * this, so that code stays out of its first load (issue 18).
 */
export function lazyApi<N extends ApiName>(name: N, ...args: ApiArgs<N>): Promise<ApiResponse<N>> {
  return import('./index').then(({ api }) => api(name, ...args))
}
